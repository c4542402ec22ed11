import { useTranslation } from "~/components/i18n";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { anchorId, classWords, cx, imageOf, list, str, variant, type ModuleProps } from "./field-readers";
import { ModuleLink } from "./module-link";

const FORMATS = ["horizontal", "vertical"] as const;

/** One image (avif/webp/jpg srcset) in the horizontal (1240×700) or vertical (400×500) format, with its credit line as caption. */
export function ImageModule({ fields, data }: ModuleProps) {
  const image = imageOf(data, fields.image ?? fields.image_obj);
  if (!image) return null;
  const format = variant(fields.format, FORMATS, image.orientation);
  const caption = str(fields.caption) || str(fields.title);
  return (
    <figure className={cx("module module-image", `module-image--${format}`)} id={anchorId(fields.anchor)}>
      <ResponsiveImage image={image} sizes={format === "vertical" ? "(min-width: 48em) 25rem, 100vw" : "(min-width: 72rem) 72rem, 100vw"} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}

/** A gallery: a grid of images, horizontally scrollable on small screens. */
export function ImageListModule({ fields, data }: ModuleProps) {
  const { t } = useTranslation();
  const format = variant(fields.format, FORMATS, "horizontal");
  const images = list(fields.children)
    .map((child) => ({ image: imageOf(data, child.image ?? child.image_obj), caption: str(child.caption) || str(child.title) }))
    .filter((item) => item.image !== null);
  if (images.length === 0) return null;
  return (
    // Scrolls sideways on phones: focusable and named, so keyboards can scroll it too.
    <ul className={cx("module module-imagelist", `module-imagelist--${format}`)} id={anchorId(fields.anchor)} tabIndex={0} aria-label={t("cms.gallery.label")}>
      {images.map(({ image, caption }, index) => (
        <li key={index}>
          <figure>
            <ResponsiveImage image={image!} sizes="(min-width: 64em) 24rem, (min-width: 48em) 50vw, 85vw" />
            {caption ? <figcaption>{caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Partner logos, each linking to the partner; `grayscale` in `extra_class` greys them until hover. */
export function LogoListModule({ fields, data }: ModuleProps) {
  const { t } = useTranslation();
  const logos = list(fields.children)
    .map((child) => ({ image: imageOf(data, child.image), url: str(child.link_url), title: str(child.title) }))
    .filter((logo) => logo.image !== null);
  if (logos.length === 0) return null;
  return (
    <section className={cx("module module-logolist", ...classWords(fields.extra_class).map((w) => `module-logolist--${w}`))} aria-label={t("cms.logos.label")}>
      <ul>
        {logos.map(({ image, url, title }, index) => {
          // A logo's text alternative is the partner's name.
          const picture = <ResponsiveImage image={{ ...image!, alt: title || image!.alt }} sizes="12rem" />;
          return <li key={index}>{url ? <ModuleLink to={url}>{picture}</ModuleLink> : picture}</li>;
        })}
      </ul>
    </section>
  );
}

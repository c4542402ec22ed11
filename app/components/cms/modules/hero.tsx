import { lazy, Suspense } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { detectService } from "~/lib/media-services";
import { mediaUrl } from "~/lib/images";
import { safeLinkUrl } from "~/lib/rich-text";
import { RichText } from "../rich-text";
import { bool, cx, imageOf, str, type ModuleProps } from "./field-readers";
import { ModuleLink } from "./module-link";

// Most heroes show an image: the video player's consent placeholder comes only with a video. Its
// boundary keeps the server's HTML while the code arrives during hydration, and shows the poster
// after a navigation.
const ExternalMedia = lazy(() => import("~/components/consent/external-media").then((m) => ({ default: m.ExternalMedia })));

/** The big opener: image (or video) with headline, text and a call to action. */
export function HeroMediaModule({ fields, data }: ModuleProps) {
  const headline = str(fields.headline);
  const image = imageOf(data, fields.image);
  const video = str(fields.video);
  const buttonText = str(fields.button_text);
  const buttonLink = str(fields.button_link);
  const sticky = bool(fields.sticky);
  const service = video ? detectService(video) : null;
  const file = video && !service ? safeLinkUrl(video) : null;

  let media = image ? <ResponsiveImage image={image} sizes="100vw" priority className="hero__image" /> : null;
  if (service === "youtube" || service === "vimeo") {
    media = (
      <Suspense fallback={media}>
        <ExternalMedia service={service} src={video} title={headline} poster={media} />
      </Suspense>
    );
  } else if (file) {
    media = (
      <video className="hero__video" controls preload="none" playsInline src={file} poster={image ? mediaUrl(image.name, image.width, "jpg") : undefined} aria-label={headline} />
    );
  }

  return (
    <div className={cx("module module-heromedia", !media && "module-heromedia--text-only", service && "module-heromedia--embed")}>
      {media ? <div className="hero__media">{media}</div> : null}
      <div className="hero__content">
        {headline ? <h2 className="hero__headline">{headline}</h2> : null}
        {typeof fields.text === "string" ? (fields.text.trim() ? <p className="hero__text">{fields.text.trim()}</p> : null) : <RichText value={fields.text} className="rich-text hero__text" />}
        {buttonText && buttonLink ? (
          <p className={cx("hero__action", sticky && "is-sticky")}>
            <ModuleLink to={buttonLink} className="button button--large" data-sticky-link={sticky}>
              {buttonText}
            </ModuleLink>
          </p>
        ) : null}
      </div>
    </div>
  );
}

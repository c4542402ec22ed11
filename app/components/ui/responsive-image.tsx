import { focalPosition, responsiveImage, type ImageRecord } from "~/lib/images";

interface Props {
  image: ImageRecord;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string;
  className?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
}

/** A `<picture>` with avif and webp sources and a jpg fallback, each with a srcset; crops keep the focal point. */
export function ResponsiveImage({ image, sizes = "100vw", className, priority = false }: Props) {
  const r = responsiveImage(image);
  // A crop (object-fit: cover) keeps the editor's focal point in view.
  const position = focalPosition(image);
  return (
    <picture className={className}>
      {r.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={r.src}
        srcSet={r.srcSetFor("jpg")}
        sizes={sizes}
        width={r.width}
        height={r.height}
        alt={r.alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(position ? { style: { objectPosition: position } } : {})}
        {...(priority ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}

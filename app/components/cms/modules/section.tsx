import { ResponsiveImage } from "~/components/ui/responsive-image";
import { RichText } from "../rich-text";
import { anchorId, cx, imageOf, variant, type ModuleProps } from "./field-readers";

const COLOURS = ["green", "lavender"] as const;

/** A coloured band (green or lavender) with an optional image and columns of nested modules. */
export function SectionModule({ fields, data, renderModule }: ModuleProps) {
  const colour = variant(fields.extra_class, COLOURS, "green");
  const image = imageOf(data, fields.image);
  const columns = data.columns ?? [];
  return (
    <div className={cx("module module-section", `module-section--${colour}`, image && "module-section--with-image")} id={anchorId(fields.anchor)}>
      {image ? <ResponsiveImage image={image} sizes="(min-width: 64em) 20rem, 100vw" className="module-section__image" /> : null}
      <div className={cx("module-section__columns", `module-section__columns--${Math.min(columns.length, 4)}`)}>
        {columns.map((modules, index) => (
          <div key={index} className="module-section__column">
            {modules.map((module) => renderModule(module))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Rich text beside an image: `image-text` puts the image first, `text-image` the text. */
export function TwoColumnsModule({ fields, data }: ModuleProps) {
  const order = variant(fields.extra_class, ["image-text", "text-image"] as const, "image-text");
  const image = imageOf(data, fields.image);
  return (
    <div className={cx("module module-twocolumns", `module-twocolumns--${order}`)} id={anchorId(fields.anchor)}>
      {image ? (
        <div className="module-twocolumns__image">
          <ResponsiveImage image={image} sizes="(min-width: 48em) 50vw, 100vw" />
        </div>
      ) : null}
      <div className="module-twocolumns__text">
        <RichText value={fields.text} />
      </div>
    </div>
  );
}

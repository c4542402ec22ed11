import { createElement } from "react";
import type { ModuleRecord } from "~/models/pages.server";
import { RichText } from "./rich-text";

type Fields = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function HeadlineModule({ fields }: { fields: Fields }) {
  const level = Math.min(6, Math.max(2, Number(fields.headline_level) || 2));
  return (
    <div className="module module-headline" id={text(fields.anchor) || undefined}>
      {fields.preline ? <p className="preline">{text(fields.preline)}</p> : null}
      {createElement(`h${level}`, null, text(fields.content))}
      {fields.subline ? <p className="subline">{text(fields.subline)}</p> : null}
    </div>
  );
}

function TextModule({ fields }: { fields: Fields }) {
  return (
    <div className={fields.decrease_distance ? "module module-text module--tight" : "module module-text"} id={text(fields.anchor) || undefined}>
      <RichText value={fields.content} />
    </div>
  );
}

const RENDERERS: Record<string, (props: { fields: Fields }) => JSX.Element | null> = {
  headline: HeadlineModule,
  text: TextModule,
};

/** One page-editor module, rendered by the renderer for its type. */
export function ModuleView({ module }: { module: Pick<ModuleRecord, "type" | "fields"> }) {
  const Renderer = RENDERERS[module.type];
  if (!Renderer) return null;
  return <Renderer fields={(module.fields ?? {}) as Fields} />;
}

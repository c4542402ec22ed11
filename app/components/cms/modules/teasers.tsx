import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/i18n";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { RichText } from "../rich-text";
import { anchorId, classWords, cx, imageOf, list, str, variant, type Fields, type ModuleData, type ModuleProps } from "./field-readers";
import { ModuleLink } from "./module-link";

const COLOURS = ["orange", "green", "pink", "blue"] as const;

function TeaserText({ value }: { value: unknown }) {
  if (typeof value === "string") return value.trim() ? <p className="teaser__text">{value.trim()}</p> : null;
  return <RichText value={value} className="rich-text teaser__text" />;
}

function teaserUrl(item: Fields): string {
  return str(item.link_url) || (typeof item.link === "string" ? str(item.link) : "");
}

/** One large teaser: image beside a coloured text panel with headline and button. */
export function FullTeaserModule({ fields, data }: ModuleProps) {
  const headline = str(fields.headline);
  if (!headline) return null;
  const image = imageOf(data, fields.image);
  const url = teaserUrl(fields);
  const linkText = str(fields.link_text);
  const colour = variant(fields.extra_class, COLOURS, "blue");
  return (
    <article className={cx("module module-fullteaser", `tone-${colour}`, !image && "module-fullteaser--no-image")} id={anchorId(fields.anchor)}>
      {image ? (
        <div className="module-fullteaser__image">
          <ResponsiveImage image={image} sizes="(min-width: 64em) 40rem, 100vw" />
        </div>
      ) : null}
      <div className="module-fullteaser__body">
        {str(fields.preline) ? <p className="preline">{str(fields.preline)}</p> : null}
        <h2>{headline}</h2>
        {str(fields.subline) ? <p className="subline">{str(fields.subline)}</p> : null}
        <TeaserText value={fields.text} />
        {url && linkText ? (
          <p>
            <ModuleLink to={url} className="button">
              {linkText}
            </ModuleLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}

function TeaserCard({ item, data }: { item: Fields; data: ModuleData }) {
  const image = imageOf(data, item.image);
  const url = teaserUrl(item);
  const headline = str(item.headline);
  const linkText = str(item.link_text);
  return (
    <article className="teaser-card">
      {image ? <ResponsiveImage image={image} sizes="(min-width: 64em) 22rem, (min-width: 48em) 45vw, 85vw" /> : null}
      <div className="teaser-card__body">
        {str(item.preline) ? <p className="preline">{str(item.preline)}</p> : null}
        <h3>{url && !linkText ? <ModuleLink to={url} className="card-link">{headline}</ModuleLink> : headline}</h3>
        {str(item.subline) ? <p className="subline">{str(item.subline)}</p> : null}
        <TeaserText value={item.text} />
        {url && linkText ? (
          <p className="teaser-card__action">
            <ModuleLink to={url} className="link-arrow card-link">
              {linkText}
            </ModuleLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/**
 * Teaser items as a grid ("list") or a horizontally scrolling row ("slider", scroll-snap; works
 * with touch, trackpad and keyboard without JavaScript, prev/next buttons added by script).
 */
export function TeaserListModule({ fields, data, moduleKey }: ModuleProps) {
  const { t } = useTranslation();
  const items = list(fields.children).filter((item) => str(item.headline));
  const slider = classWords(fields.extra_class).includes("slider");
  const colour = variant(fields.extra_class, COLOURS, "orange");
  const track = useRef<HTMLUListElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  if (items.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector("li");
    const step = card ? card.getBoundingClientRect().width + 16 : el.clientWidth * 0.8;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * step, behavior: smooth ? "smooth" : "auto" });
  };
  const listId = `teasers-${moduleKey.replace(/\W/g, "-")}`;

  return (
    <div className={cx("module module-teaserlist", `tone-${colour}`, slider ? "module-teaserlist--slider" : "module-teaserlist--list")} id={anchorId(fields.anchor)}>
      <ul
        ref={track}
        id={listId}
        className="teaser-track"
        {...(slider ? { tabIndex: 0, "aria-label": t("cms.teasers.label") } : {})}
      >
        {items.map((item, index) => (
          <li key={index}>
            <TeaserCard item={item} data={data} />
          </li>
        ))}
      </ul>
      {slider && enhanced && items.length > 1 ? (
        <div className="slider-controls">
          <button type="button" className="slider-button" aria-controls={listId} onClick={() => scroll(-1)}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">{t("cms.teasers.previous")}</span>
          </button>
          <button type="button" className="slider-button" aria-controls={listId} onClick={() => scroll(1)}>
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">{t("cms.teasers.next")}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

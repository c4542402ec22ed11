import { useTranslation } from "~/components/i18n";
import { anchorId, bool, classWords, cx, str, type ModuleProps } from "./field-readers";
import { ModuleLink } from "./module-link";

/** A link or button. `extra_class` "button" makes a button, "download" a file link; `sticky` marks it for the sticky bar. */
export function LinkModule({ fields }: ModuleProps) {
  const url = str(fields.link_url) || (typeof fields.link === "string" ? str(fields.link) : "");
  const text = str(fields.link_text);
  if (!url || !text) return null;
  const words = classWords(fields.extra_class);
  const sticky = bool(fields.sticky);
  const look = words.includes("button") ? "button" : words.includes("download") ? "link-download" : "link-arrow";
  return (
    <p className={cx("module module-link", sticky && "is-sticky", ...words.map((w) => `module-link--${w}`))} id={anchorId(fields.anchor)}>
      <ModuleLink to={url} className={look} newWindow={bool(fields.link_open_in_new_window)} data-sticky-link={sticky}>
        {text}
      </ModuleLink>
    </p>
  );
}

/** A list of in-page links (`#anchor`); sticky puts its links into the sticky bar as well. */
export function AnchorListModule({ fields }: ModuleProps) {
  const { t } = useTranslation();
  const items = (Array.isArray(fields.children) ? fields.children : [])
    .filter((c): c is Record<string, unknown> => !!c && typeof c === "object")
    .map((c) => ({ id: anchorId(c.anchor), text: str(c.link_text) || str(c.anchor) }))
    .filter((c) => c.id && c.text);
  if (items.length === 0) return null;
  return (
    <nav className={cx("module module-anchorlist", bool(fields.sticky) && "is-sticky")} aria-label={t("cms.anchors.label")}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An in-page jump target. With a level (2–6) its text is a heading there; with a URL the text
 * (or the heading) links on.
 */
export function AnchorModule({ fields }: ModuleProps) {
  const id = anchorId(fields.anchor);
  const text = str(fields.link_text);
  const url = str(fields.link_url);
  const level = Math.round(Number(fields.level));
  const sticky = bool(fields.sticky);
  const label = url && text ? (
    <ModuleLink to={url} newWindow={bool(fields.link_open_in_new_window)} data-sticky-link={sticky}>
      {text}
    </ModuleLink>
  ) : (
    text
  );
  const className = cx("module module-anchor", sticky && "is-sticky", ...classWords(fields.extra_class).map((w) => `module-anchor--${w}`));
  if (!text) return <span className={className} id={id} />;
  if (level >= 2 && level <= 6) {
    const Heading = `h${level}` as "h2";
    return (
      <div className={className} id={id}>
        <Heading>{label}</Heading>
      </div>
    );
  }
  return (
    <p className={className} id={id}>
      {label}
    </p>
  );
}

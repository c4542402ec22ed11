import type { ReactNode } from "react";
import { useTranslation } from "~/components/i18n";
import { skeletonKind, type SkeletonKind } from "./skeleton-kind";

/**
 * A skeleton as data, which ships smaller than the same JSX: a string is one shimmering block
 * ("line short" → .skeleton.skeleton-line.skeleton-line--short), an array is a box whose first entry
 * names its class and whose rest are its children.
 */
type Shape = string | Box;
interface Box extends Array<Shape> {
  0: string;
}

const times = (n: number, shape: Shape): Shape[] => Array.from({ length: n }, () => shape);

/** Breadcrumb and headline: the page header of catch-all, programme, productions, ensemble and magazine. */
const HEADER: Shape[] = ["crumb", "title"];
const PROGRAMME: Shape = ["programme", ["programme__tools", ...times(4, "field")], ["programme__days", ...times(2, ["day", "line day", ...times(3, "row")])]];
const SHAPES: Record<SkeletonKind, Shape[]> = {
  programme: [...HEADER, PROGRAMME],
  list: [...HEADER, ["cards", ...times(6, ["card", "card__image", "line", "line short"])]],
  detail: [...HEADER, "line short", "media", ["detail", ["detail__text", ...times(4, "line"), "line short"], "detail__facts"]],
  page: [...HEADER, "slide", "line", "line", "line short"],
};

function render(shape: Shape, key: number): ReactNode {
  if (typeof shape !== "string") {
    return (
      <div key={key} className={`skeleton-${shape[0]}`}>
        {shape.slice(1).map(render)}
      </div>
    );
  }
  const [name, modifier] = shape.split(" ");
  return <div key={key} className={`skeleton skeleton-${name}${modifier ? ` skeleton-${name}--${modifier}` : ""}`} />;
}

/** The programme's filters and days of event rows, for the overlay while its programme loads. */
export function ProgrammeSkeletonBody() {
  return <>{render(PROGRAMME, 0)}</>;
}

/**
 * Shown in place of the page while the next one loads (client navigation only), shaped like the
 * page that is coming: the programme, a list, a detail or a generic CMS page. It fades in (CSS) and
 * announces itself once as a status.
 */
export function PageSkeleton({ kind = "page" }: { kind?: SkeletonKind }) {
  const { t } = useTranslation();
  return (
    <div className={`skeleton-page skeleton-page--${kind}`} role="status" data-skeleton={kind}>
      <span className="visually-hidden">{t("skeleton.loading")}</span>
      <div className="skeleton-page__blocks" aria-hidden="true">
        {SHAPES[kind].map(render)}
      </div>
    </div>
  );
}

/** The skeleton for the page at this path (PageOutlet loads this module on the first navigation). */
export function SkeletonFor({ pathname }: { pathname: string }) {
  return <PageSkeleton kind={skeletonKind(pathname)} />;
}

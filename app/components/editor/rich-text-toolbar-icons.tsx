/** The toolbar's icons (decorative: every button is named by its text). */
export type ToolbarIconName = "bold" | "italic" | "link" | "bulletList" | "numberedList" | "undo" | "redo";

const PATHS: Record<Exclude<ToolbarIconName, "bold" | "italic">, string> = {
  link: "M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1",
  bulletList: "M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01",
  numberedList: "M10 6h10M10 12h10M10 18h10M4 5l1.5-1V9M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3",
  undo: "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
  redo: "m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13",
};

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  if (name === "bold" || name === "italic") {
    return (
      <span aria-hidden="true" className={`rte-icon rte-icon-${name}`}>
        {name === "bold" ? "B" : "I"}
      </span>
    );
  }
  return (
    <svg aria-hidden="true" className="rte-icon" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}

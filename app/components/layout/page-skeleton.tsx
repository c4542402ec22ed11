/** Shown in place of the page while the next one loads (client navigation only). */
export function PageSkeleton() {
  return (
    <div className="skeleton-page" aria-hidden="true">
      <div className="skeleton skeleton-crumb" />
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-slide" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line skeleton-line--short" />
    </div>
  );
}

import { Outlet, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PROGRESS } from "~/lib/ui-constants";
import { PageSkeleton } from "./page-skeleton";
import { skeletonKind } from "./skeleton-kind";

/**
 * The page with its enter transition; while a navigation to another path takes longer than the
 * progress bar's throttle, a skeleton shaped like the coming page (list, detail or generic) stands in.
 */
export function PageOutlet() {
  const location = useLocation();
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  const leaving = target !== undefined && target !== location.pathname;
  const [showSkeleton, setShowSkeleton] = useState(false);

  useEffect(() => {
    if (!leaving) return setShowSkeleton(false);
    const timer = window.setTimeout(() => setShowSkeleton(true), PROGRESS.throttleMs);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  if (showSkeleton && target !== undefined) return <PageSkeleton kind={skeletonKind(target)} />;
  return (
    <div key={location.pathname} className={leaving ? "page page--leaving" : "page"}>
      <Outlet />
    </div>
  );
}

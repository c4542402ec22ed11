import { Outlet, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PROGRESS } from "~/lib/ui-constants";
import type { SkeletonFor } from "./page-skeleton";

// The skeletons' code is fetched when a navigation starts, not with every page: the public page
// JavaScript budget (100 KB gzip in all) counts what a page loads, and the throttle gives it time to arrive.
const loadSkeleton = () => import("./page-skeleton").then((m) => m.SkeletonFor);

/**
 * The page with its enter transition after a navigation; while a navigation to another path takes longer than the
 * progress bar's throttle, a skeleton shaped like the coming page (list, detail or generic) stands in.
 */
export function PageOutlet() {
  const location = useLocation();
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  const leaving = target !== undefined && target !== location.pathname;
  const [Skeleton, setSkeleton] = useState<typeof SkeletonFor | null>(null);
  const firstKey = useRef(location.key);

  useEffect(() => {
    if (!leaving) return setSkeleton(null);
    let current = true;
    const code = loadSkeleton();
    const timer = window.setTimeout(() => void code.then((component) => current && setSkeleton(() => component)), PROGRESS.throttleMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [leaving]);

  if (Skeleton && target !== undefined) return <Skeleton pathname={target} />;
  // Only a page the app navigated to fades in: the first one came with the document, and fading it
  // would hold back its first paint on a slow phone.
  const entering = location.key !== firstKey.current;
  return (
    <div key={location.pathname} className={["page", entering && "page--enter", leaving && "page--leaving"].filter(Boolean).join(" ")}>
      <Outlet />
    </div>
  );
}

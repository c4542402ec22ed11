import { lazy, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy whose code the server can load before it renders (`preload()` in the loader): the
 * server then renders the component at once (a page without JavaScript gets it whole, not a
 * fallback waiting for a streamed script), while the browser still loads the chunk on demand, and
 * React keeps the server's HTML on hydration until it has arrived.
 */
export function preloadableLazy<P>(load: () => Promise<Loaded<P>>) {
  let loaded: Loaded<P> | null = null;
  const preload = async (): Promise<void> => {
    loaded ??= await load();
  };
  // A thenable that calls back at once lets React.lazy resolve without suspending.
  const ready = (module: Loaded<P>) => ({ then: (resolve: (value: Loaded<P>) => void) => resolve(module) }) as unknown as Promise<Loaded<P>>;
  const Component = lazy(() => (loaded ? ready(loaded) : load().then((module) => (loaded = module))));
  return { Component, preload };
}

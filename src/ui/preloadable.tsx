import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component in a chunk of its own that can be asked for before it renders (decision 338).
 *
 * React.lazy suspends on every first render, even when the chunk is already in the browser, and
 * React holds back the reveal of a suspended part for 300 ms after the last fallback it showed
 * (its fallback throttle): a screen whose code was preloaded with the page still painted 300 ms
 * late. This renders the module's component at once when `preload()` has already resolved, and
 * otherwise shows `fallback` and swaps in the component through state (an ordinary update, which
 * React does not throttle; measured, a transition here made the profile's TBT worse). A chunk that fails to load throws into the nearest error boundary,
 * as React.lazy does.
 */
export interface Preloadable<P extends object> {
  (props: P & { fallback?: ReactNode }): ReactNode;
  /** Starts loading the module (once; again after a failure) and resolves to its component. */
  preload(): Promise<ComponentType<P>>;
  /** Whether the module has come: the component then renders without a fallback. */
  loaded(): boolean;
}

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function Preloaded({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // A function in state is stored through an updater, so it is wrapped in an object.
    const [state, setState] = useState<{ component: ComponentType<P> | null; error?: unknown }>(
      () => ({ component: loaded }),
    );
    const missing = state.component === null && state.error === undefined;
    useEffect(() => {
      if (!missing) return;
      let live = true;
      preload().then(
        (component) => live && setState({ component }),
        (error: unknown) => live && setState({ component: null, error }),
      );
      return () => {
        live = false;
      };
    }, [missing]);
    if (state.error !== undefined) throw state.error;
    const Component = state.component;
    return Component ? <Component {...(props as P)} /> : fallback;
  }
  return Object.assign(Preloaded, { preload, loaded: () => loaded !== null });
}

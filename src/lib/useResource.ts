import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** What a resource reads as until the answer for its current key arrives. */
export interface Loading {
  status: 'loading';
}

const LOADING: Loading = { status: 'loading' };

/**
 * What names one load: a string or number built from the inputs (city, id, attempt), or an
 * object such as the loader itself. Null: nothing to load yet (the inputs are not known).
 */
export type ResourceKey = string | number | object | null;

export interface ResourceControls<S> {
  /** Replaces the shown value (after a save, the server's new data); keeps the key. */
  set(update: (current: S | Loading) => S | Loading): void;
  /** Loads again for the same key, showing the current value until the answer arrives. */
  reload(): void;
}

/**
 * The load/stale/live plumbing of a screen, in one place (docs/decisions/155): runs `load`
 * when `key` changes, shows `{ status: 'loading' }` until the answer for the CURRENT key
 * arrives (an answer for an earlier key never shows), maps a failure through `fail`, and drops
 * an answer that comes after unmount or after the key moved on. `load` and `fail` are called
 * only for a wanted answer, so `fail` may report (e.g. open the error popup). The hook never
 * fetches itself: `load` comes from src/api.
 *
 * `ready`, when given, is asked once, for the first key: the value when it is already known
 * without waiting (a boot GET that has been answered, http.peekJson), so the screen's first
 * render shows it and the first load is not made (decision 421). Null: load as usual.
 */
export function useResource<S>(
  key: ResourceKey,
  load: () => Promise<S>,
  fail: (thrown: unknown) => S,
  ready?: () => S | null,
): [S | Loading, ResourceControls<S>] {
  const [state, setState] = useState<{ key: ResourceKey; value: S | Loading }>(() => ({
    key,
    value: (key !== null && ready?.()) || LOADING,
  }));
  // The first key's value came from `ready`: the first run of the effect (that key, round 0)
  // has nothing to load.
  const readyFirst = useRef(state.value !== LOADING);
  const [round, setRound] = useState(0);
  const start = useEffectEvent(load);
  const failed = useEffectEvent(fail);

  useEffect(() => {
    if (key === null) return;
    if (readyFirst.current) {
      readyFirst.current = false;
      return;
    }
    let live = true;
    let answer: Promise<S>;
    try {
      answer = start();
    } catch (thrown) {
      answer = Promise.reject(thrown);
    }
    answer.then(
      (value) => {
        if (live) setState({ key, value });
      },
      (thrown: unknown) => {
        if (live) setState({ key, value: failed(thrown) });
      },
    );
    return () => {
      live = false;
    };
  }, [key, round]);

  const [controls] = useState<ResourceControls<S>>(() => ({
    set: (update) => setState((current) => ({ key: current.key, value: update(current.value) })),
    reload: () => setRound((value) => value + 1),
  }));

  return [state.key === key ? state.value : LOADING, controls];
}

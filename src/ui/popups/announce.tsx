import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a popup tells a screen reader without moving the focus ('Место убрано: ряд 4, место 2').
 * Each popup has one polite live region inside its dialog: outside it, an aria-modal dialog hides
 * the page from the reader. The region stays while the popup is open, so a view that goes (the
 * seat list after its last seat) can still be followed by what it said (decision 396).
 */
export interface Announcer {
  say(text: string): void;
  subscribe(listener: () => void): () => void;
  said(): Said;
}

interface Said {
  text: string;
  /** A new number each time, so that the same words said twice are read twice. */
  count: number;
}

export function createAnnouncer(): Announcer {
  let said: Said = { text: '', count: 0 };
  const listeners = new Set<() => void>();
  return {
    say(text) {
      said = { text, count: said.count + 1 };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    said: () => said,
  };
}

const AnnounceContext = createContext<(text: string) => void>(() => {});

export const AnnounceProvider = AnnounceContext.Provider;

/** Says `text` in the live region of the popup around the caller; outside a popup, nothing. */
export function useAnnounce(): (text: string) => void {
  return useContext(AnnounceContext);
}

/** The popup's live region: visually hidden, read politely, a new node for each message. */
export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const said = useSyncExternalStore(announcer.subscribe, announcer.said);
  return (
    <div className="popup__announce" aria-live="polite" aria-atomic="true">
      {said.text && <span key={said.count}>{said.text}</span>}
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { parsePopupHash, type PopupTarget } from './hash';
import { Modal } from './Modal';
import { registeredPopup } from './registry';

/** The registered popup the hash asks for, or null. */
function targetOf(hash: string): PopupTarget | null {
  const target = parsePopupHash(hash);
  return target && registeredPopup(target.anchor) ? target : null;
}

function currentHash(): string {
  return window.location.hash;
}

function sameTarget(a: PopupTarget | null, b: PopupTarget | null): boolean {
  return a?.anchor === b?.anchor && a?.param === b?.param;
}

/**
 * The single host of anchor popups: the URL hash (`#anchor` or `#anchor=param`) opens the popup
 * registered for the anchor; closing it clears the hash so the same link opens it again.
 */
export function PopupHost() {
  // wouter's location is the path only, so the hash is read from the browser: this re-renders on
  // hashchange (plain <a href="#..."> clicks, history.back(), openPopup) and on popstate,
  // pushState and replaceState (link navigations; wouter patches history to announce them).
  const hash = useLocationProperty(currentHash);
  const [target, setTarget] = useState<PopupTarget | null>(() => targetOf(hash));

  useEffect(() => {
    const next = targetOf(hash);
    setTarget((current) => (sameTarget(current, next) ? current : next));
  }, [hash]);

  const onClosed = useCallback((closed: PopupTarget) => {
    const now = parsePopupHash(window.location.hash);
    // The address may already name the next popup: its removal timer can fire before the page
    // has re-rendered for a new hash. Then that hash stays, and that popup opens.
    if (now && !sameTarget(now, closed)) {
      setTarget(targetOf(window.location.hash));
      return;
    }
    if (now) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
    setTarget(null);
  }, []);

  if (!target) return null;
  const definition = registeredPopup(target.anchor);
  if (!definition) return null;
  const Component = definition.component;
  return (
    <Modal
      key={`${target.anchor}=${target.param}`}
      label={definition.label}
      size={definition.size}
      onClosed={() => onClosed(target)}
    >
      {(close) => <Component param={target.param} close={close} />}
    </Modal>
  );
}

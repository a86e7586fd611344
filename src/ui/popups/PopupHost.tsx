import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { parsePopupHash, type PopupTarget } from './hash';
import { Modal } from './Modal';
import { registeredPopup } from './registry';

/** The registered popup the hash asks for, or null. */
function targetOf(hash: string): PopupTarget | null {
  const target = parsePopupHash(hash);
  return target && registeredPopup(target.anchor) ? target : null;
}

function sameTarget(a: PopupTarget | null, b: PopupTarget | null): boolean {
  return a?.anchor === b?.anchor && a?.param === b?.param;
}

/**
 * The single host of anchor popups: the URL hash (`#anchor` or `#anchor=param`) opens the popup
 * registered for the anchor; closing it clears the hash so the same link opens it again.
 */
export function PopupHost() {
  const location = useLocation();
  const [target, setTarget] = useState<PopupTarget | null>(() => targetOf(window.location.hash));

  useEffect(() => {
    const next = targetOf(location.hash);
    setTarget((current) => (sameTarget(current, next) ? current : next));
  }, [location.hash]);

  useEffect(() => {
    // Plain <a href="#..."> clicks and history.back() arrive as hashchange events.
    function onHashChange() {
      const next = targetOf(window.location.hash);
      setTarget((current) => (sameTarget(current, next) ? current : next));
    }
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const onClosed = useCallback(() => {
    if (parsePopupHash(window.location.hash)) {
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
      onClosed={onClosed}
    >
      {(close) => <Component param={target.param} close={close} />}
    </Modal>
  );
}

/**
 * Popups that in-page anchors open. Each feature registers its own popup at start-up; an anchor
 * with nothing registered opens nothing.
 */
import type { ComponentType } from 'react';
import type { PopupAnchor } from './hash';
import type { ModalSize } from './Modal';

export interface PopupProps {
  /** The anchor's param: '12345' for '#buy=12345'. */
  param: string;
  /** Starts the exit animation; the popup is removed after POPUP_REMOVAL_MS. */
  close: () => void;
}

export interface PopupDefinition {
  /** The dialog's accessible name, in Russian. */
  label: string;
  component: ComponentType<PopupProps>;
  size?: ModalSize;
}

const popups = new Map<PopupAnchor, PopupDefinition>();

/** Registers the anchor's popup; the returned function puts back what was there before. */
export function registerPopup(
  anchor: PopupAnchor,
  definition: PopupDefinition | undefined,
): () => void {
  const before = popups.get(anchor);
  if (definition) popups.set(anchor, definition);
  else popups.delete(anchor);
  return () => {
    if (before) popups.set(anchor, before);
    else popups.delete(anchor);
  };
}

export function registeredPopup(anchor: PopupAnchor): PopupDefinition | undefined {
  return popups.get(anchor);
}

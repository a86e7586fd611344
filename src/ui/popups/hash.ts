/**
 * In-page anchors that open popups (spec section 2). The format is `#anchor` or
 * `#anchor=param`, the param URI-encoded: `#buy=12345` (session id), `#banner-app-ad=ff5a36`
 * (colour), `#vacancy-popup=%D0%9A%D0%B0%D1%81%D1%81%D0%B8%D1%80` (vacancy name). See
 * docs/decisions/022-popup-anchors.md.
 */

export const POPUP_ANCHORS = [
  'buy',
  'pay',
  'my_places',
  'card-activate',
  'report-popup',
  'banner-app-ad',
  'vacancy-popup',
  'landing-popup',
  'town-choices',
  'buy-cancel',
  'registration',
] as const;

export type PopupAnchor = (typeof POPUP_ANCHORS)[number];

export interface PopupTarget {
  anchor: PopupAnchor;
  /** The text after '=', decoded; '' when there is none. */
  param: string;
}

function isPopupAnchor(value: string): value is PopupAnchor {
  return (POPUP_ANCHORS as readonly string[]).includes(value);
}

/** The popup a location hash asks for, or null for any other hash. */
export function parsePopupHash(hash: string): PopupTarget | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const separator = text.indexOf('=');
  const anchor = separator === -1 ? text : text.slice(0, separator);
  if (!isPopupAnchor(anchor)) return null;
  const raw = separator === -1 ? '' : text.slice(separator + 1);
  try {
    return { anchor, param: decodeURIComponent(raw) };
  } catch {
    // A malformed escape: keep the raw text rather than dropping the popup.
    return { anchor, param: raw };
  }
}

/** '#buy=12345' for an anchor and its param; '#landing-popup' without one. */
export function popupHash(anchor: PopupAnchor, param?: string | number): string {
  const text = param === undefined ? '' : String(param);
  return text === '' ? `#${anchor}` : `#${anchor}=${encodeURIComponent(text)}`;
}

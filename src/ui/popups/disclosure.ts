import type { KeyboardEvent } from 'react';

/**
 * The onKeyDown of a <details> list inside a popup ('Список свободных мест', the checkout's
 * 'Ваш заказ'): Escape while it is open closes the list only, with the focus back on its
 * summary; the popup hears nothing of it. Closed, Escape is the popup's again (decision 396).
 */
export function closeDetailsOnEscape(event: KeyboardEvent<HTMLDetailsElement>): void {
  const details = event.currentTarget;
  if (event.key !== 'Escape' || !details.open) return;
  event.stopPropagation();
  event.preventDefault();
  details.open = false;
  details.querySelector<HTMLElement>(':scope > summary')?.focus();
}

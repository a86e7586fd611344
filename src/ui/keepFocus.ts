/**
 * Takes the focus back into `root` when a change of its view drops it: the control that had it
 * (a step's 'Продолжить', 'Забыли пароль?') was removed, and the browser put the focus on
 * <body>, where the next Tab starts over from the page's top and Esc reaches nothing. `land`
 * puts it somewhere sensible in the new view. A control the visitor left on purpose (a click
 * elsewhere, a phone's keyboard closed) is still in the document: the focus stays left.
 * `paused` holds it off (a popup closing). Returns the function that stops it.
 */
export function keepFocusIn(
  root: HTMLElement,
  land: () => void,
  paused: () => boolean = () => false,
): () => void {
  let lastFocused: Element | null = document.activeElement;
  const onFocusIn = (event: FocusEvent) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  };
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    const dropped = (active === null || active === document.body) && !lastFocused?.isConnected;
    if (dropped && !paused() && root.isConnected) land();
  });
  root.addEventListener('focusin', onFocusIn);
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
  };
}

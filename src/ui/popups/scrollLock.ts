/** Body scroll lock shared by stacked popups: the page scrolls again when the last one closes. */
let locks = 0;
let savedOverflow = '';

export function lockScroll(): () => void {
  if (locks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = savedOverflow;
  };
}

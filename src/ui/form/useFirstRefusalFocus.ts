import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** How long after a send its refusal is looked for: the server's answer comes well within. */
const REFUSAL_WAIT_MS = 10_000;

/**
 * A form's send that is refused shows where: the first field marked `aria-invalid="true"` is
 * focused and brought into view, so a keyboard or screen-reader user lands on it and a buyer on
 * a long page sees its message (decision 428). Call the returned `refused` as the form is sent
 * (or is refused): the next renders look for such a field, since the errors are drawn a render
 * or two later, or when the server answers. The look stops at the first field found, or when
 * the buyer types in the form again, so an error made later while typing never pulls the focus.
 */
export function useFirstRefusalFocus<T extends HTMLElement>(
  /** The form's ref when another hook made it already; else the hook makes one. */
  given?: RefObject<T | null>,
): {
  formRef: RefObject<T | null>;
  refused: () => void;
} {
  const own = useRef<T>(null);
  const formRef = given ?? own;
  /** When the form was sent, while its refusal is still looked for; 0: not looking. */
  const pending = useRef(0);
  useEffect(() => {
    if (pending.current === 0) return;
    // A send that nothing refused (or refused as a whole, with no field) is not looked after
    // for ever: a field marked later, by its own check, keeps the buyer's focus where it is.
    if (Date.now() - pending.current > REFUSAL_WAIT_MS) {
      pending.current = 0;
      return;
    }
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    pending.current = 0;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center' });
  });
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = () => {
      pending.current = 0;
    };
    form.addEventListener('input', typed);
    return () => form.removeEventListener('input', typed);
  }, [formRef]);
  const refused = useCallback(() => {
    pending.current = Date.now();
  }, []);
  return { formRef, refused };
}

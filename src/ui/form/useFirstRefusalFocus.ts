import { useCallback, useEffect, useRef, type RefObject } from 'react';

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
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    pending.current = false;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center' });
  });
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = () => {
      pending.current = false;
    };
    form.addEventListener('input', typed);
    return () => form.removeEventListener('input', typed);
  }, [formRef]);
  const refused = useCallback(() => {
    pending.current = true;
  }, []);
  return { formRef, refused };
}

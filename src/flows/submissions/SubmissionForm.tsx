import { useEffect, useRef, type ReactNode } from 'react';
import { SubmitButton } from '../../ui/form';
import { tabbableIn } from '../../ui/popups/focusTrap';

interface SubmissionFormProps {
  title: string;
  /** The refusal that belongs to no field (the server's, the network's). */
  formError: string | undefined;
  sending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** The frame both forms share: the title, their fields, the form's error and the send button. */
export function SubmissionForm(props: SubmissionFormProps) {
  const { title, formError, sending, submitLabel, onSubmit, children } = props;
  const formRef = useRef<HTMLFormElement>(null);
  // The form's code loads after its popup has opened (registerSubmissionPopups): the popup found
  // only the loading spinner to focus and focused itself, and the first Tab from there went
  // round to the popup's last stop, the send button. The first field takes the focus instead,
  // as it does in a popup whose view was there when it opened; a focus elsewhere stays.
  useEffect(() => {
    const form = formRef.current;
    if (form && document.activeElement === form.closest('[role="dialog"]')) {
      tabbableIn(form)[0]?.focus();
    }
  }, []);
  return (
    <form
      ref={formRef}
      className="submission"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="submission__title">{title}</h2>
      {children}
      {formError && (
        <p className="field__error submission__error" role="alert">
          {formError}
        </p>
      )}
      <SubmitButton loading={sending} className="submission__submit">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

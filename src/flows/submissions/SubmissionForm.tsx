import type { ReactNode } from 'react';
import { SubmitButton } from '../../ui/form';
import { useFirstRefusalFocus } from '../../ui/form/useFirstRefusalFocus';
import { useLateFirstFocus } from '../../ui/popups/useLateFirstFocus';

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
  // The form's code loads after its popup has opened (registerSubmissionPopups).
  const formRef = useLateFirstFocus<HTMLFormElement>();
  // A refused send puts the focus on the first field that says why (decision 428).
  const { refused } = useFirstRefusalFocus(formRef);
  return (
    <form
      ref={formRef}
      className="submission"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        refused();
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

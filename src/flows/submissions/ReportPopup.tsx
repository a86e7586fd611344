import { useState } from 'react';
import { REPORT_FILE_KINDS, REPORT_SENT } from '@softkino/contract/forms';
import * as formsApi from '../../api/forms';
import { TextField } from '../../ui/form';
import { Field } from '../../ui/form/Field';
import type { PopupProps } from '../../ui/popups/registry';
import { FilePicker } from './FilePicker';
import { knownBuyer } from './knownBuyer';
import { EMPTY_REPORT, validateReport, type ReportValues } from './reportForm';
import { REPORT_FILE_RULE, SubmitController } from './submitController';
import { SentView } from './SentView';
import { SubmissionForm } from './SubmissionForm';
import { REPORT_TITLE } from './titles';
import { keeper, useSubmitController } from './useSubmitController';
import './submissions.css';

type Send = (values: ReportValues) => Promise<void>;

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

const defaultSend: Send = (values) =>
  formsApi.sendBugReport({
    contacts: values.contacts,
    bug: values.bug,
    atachment: values.atachment?.file ?? null,
    page: currentPage(),
  });

export const reportForms = keeper(() => {
  const controller = new SubmitController<ReportValues>(EMPTY_REPORT, validateReport, defaultSend);
  // A signed-in buyer's contacts are known: the field starts with them (decision 362).
  controller.prefill(() => knownBuyer().then(({ contacts }) => (contacts ? { contacts } : {})));
  return controller;
});

const FILE_RULE = { ...REPORT_FILE_RULE, kinds: REPORT_FILE_KINDS };

/**
 * #report-popup (spec section 2; section 3, Bug report; section 5, Bug-report attachment): the
 * contacts if the sender wants an answer, what went wrong and one jpeg or png, then 'Ваше
 * сообщение отправлено...'.
 */
export default function ReportPopup({ close }: PopupProps) {
  const [controller] = useState(() => reportForms.acquire());
  const state = useSubmitController(controller);
  if (state.status === 'sent') return <SentView text={REPORT_SENT} close={close} />;
  const { values, errors } = state;
  const sending = state.status === 'sending';
  const { dispatch } = controller;
  return (
    <SubmissionForm
      title={REPORT_TITLE}
      formError={errors.form}
      sending={sending}
      submitLabel="Отправить"
      onSubmit={() => dispatch({ type: 'submit' })}
    >
      <p className="submission__text">
        Расскажите, что пошло не так, и приложите снимок экрана, если он есть. Оставьте телефон или
        e-mail, если хотите, чтобы мы ответили.
      </p>
      {/* Optional: spec section 5 asks nothing of the report but its file (decision 448). */}
      <TextField
        label="Телефон или e-mail"
        name="contacts"
        autoComplete="email"
        value={values.contacts}
        error={errors.contacts}
        readOnly={sending}
        onChange={(event) =>
          dispatch({ type: 'change', field: 'contacts', value: event.currentTarget.value })
        }
      />
      <Field label="Что случилось" required error={errors.bug}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="bug"
            className="field__input submission__textarea"
            rows={5}
            // No maxLength: the browser would cut a pasted text at the limit without a word;
            // a longer one is kept whole and the check says 'Не больше 3000 символов' (412).
            value={values.bug}
            readOnly={sending}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required
            placeholder="Например: на странице оплаты не нажимается кнопка «Купить»"
            onChange={(event) =>
              dispatch({ type: 'change', field: 'bug', value: event.currentTarget.value })
            }
          />
        )}
      </Field>
      <FilePicker
        label="Снимок экрана"
        hint="Одна картинка в формате jpeg или png, до 5 МБ"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        chosen={values.atachment}
        error={errors.atachment}
        disabled={sending}
        onChoose={(file) => void controller.chooseFile('atachment', file, FILE_RULE)}
      />
    </SubmissionForm>
  );
}

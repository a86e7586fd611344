import { useEffect, useState } from 'react';
import {
  VACANCIES,
  VACANCY_FILE_KINDS,
  VACANCY_SENT,
  isKnownVacancy,
} from '@softkino/contract/forms';
import * as formsApi from '../../api/forms';
import { Checkbox, DateField, TextField } from '../../ui/form';
import { Field } from '../../ui/form/Field';
import type { PopupProps } from '../../ui/popups/registry';
import { FilePicker } from './FilePicker';
import { knownBuyer } from './knownBuyer';
import { SubmitController, VACANCY_FILE_RULE } from './submitController';
import { SentView } from './SentView';
import { SubmissionForm } from './SubmissionForm';
import { VACANCY_TITLE } from './titles';
import { keeper, useSubmitController } from './useSubmitController';
import { CONSENT_LABEL, consentLink } from '../../ui/form/consent';
import { emptyVacancy, validateVacancy, type VacancyValues } from './vacancyForm';
import './submissions.css';

const defaultSend = (values: VacancyValues) =>
  formsApi.sendVacancy({
    name: values.name,
    birthday: values.birthday,
    contacts: values.contacts,
    vacancy: values.vacancy,
    file: values.file?.file ?? null,
  });

export const vacancyForms = keeper(() => {
  const controller = new SubmitController<VacancyValues>(
    emptyVacancy(),
    (values) => validateVacancy(values),
    defaultSend,
  );
  // A signed-in applicant's name, birthday and contacts are known (decision 362).
  controller.prefill(knownBuyer);
  return controller;
});

const FILE_RULE = { ...VACANCY_FILE_RULE, kinds: VACANCY_FILE_KINDS };

/**
 * #vacancy-popup=<vacancy> (spec section 2; section 3, Vacancy application; section 5, Vacancy):
 * the vacancy from the anchor, name and birthday (dd.mm.yyyy) if given, contacts (required), the
 * consent and a résumé, then 'Ваш отклик отправлен.'.
 */
export default function VacancyPopup({ param, close }: PopupProps) {
  const [controller] = useState(() => vacancyForms.acquire());
  const state = useSubmitController(controller);
  const { dispatch } = controller;
  // The anchor's vacancy wins over a draft's: the visitor pressed that vacancy's button.
  useEffect(() => {
    if (isKnownVacancy(param) && controller.getState().values.vacancy !== param)
      controller.dispatch({ type: 'change', field: 'vacancy', value: param.trim() });
  }, [controller, param]);

  if (state.status === 'sent') return <SentView text={VACANCY_SENT} close={close} />;
  const { values, errors } = state;
  const sending = state.status === 'sending';
  const change = <K extends keyof VacancyValues>(field: K, value: VacancyValues[K]) =>
    dispatch({ type: 'change', field, value } as Parameters<typeof dispatch>[0]);
  return (
    <SubmissionForm
      title={VACANCY_TITLE}
      formError={errors.form}
      sending={sending}
      submitLabel="Откликнуться"
      onSubmit={() => dispatch({ type: 'submit' })}
    >
      <Field label="Вакансия" required error={errors.vacancy}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            name="vacancy"
            className="field__input submission__select"
            value={values.vacancy}
            disabled={sending}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required
            onChange={(event) => change('vacancy', event.currentTarget.value)}
          >
            <option value="">Не выбрана</option>
            {VACANCIES.map((v) => (
              <option key={v.title} value={v.title}>
                {v.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* Spec section 5: only the contacts are required (decision 448). */}
      <TextField
        label="Имя и фамилия"
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        readOnly={sending}
        onChange={(event) => change('name', event.currentTarget.value)}
      />
      <div className="submission__pair">
        <DateField
          label="Дата рождения"
          name="birthday"
          autoComplete="bday"
          value={values.birthday}
          error={errors.birthday}
          readOnly={sending}
          onChange={(value) => change('birthday', value)}
        />
        <TextField
          label="Телефон или e-mail"
          required
          name="contacts"
          autoComplete="tel"
          value={values.contacts}
          error={errors.contacts}
          readOnly={sending}
          onChange={(event) => change('contacts', event.currentTarget.value)}
        />
      </div>
      <FilePicker
        label="Резюме"
        hint="pdf, doc, docx, rtf, odt, jpeg или png, до 5 МБ. Можно без резюме."
        accept=".pdf,.doc,.docx,.odt,.rtf,.jpg,.jpeg,.png"
        chosen={values.file}
        error={errors.file}
        disabled={sending}
        onChoose={(file) => void controller.chooseFile('file', file, FILE_RULE)}
      />
      <Checkbox
        name="accept_rules"
        checked={values.accept_rules}
        disabled={sending}
        error={errors.accept_rules}
        onChange={(event) => change('accept_rules', event.currentTarget.checked)}
        link={consentLink('/about/pd')}
      >
        {CONSENT_LABEL}
      </Checkbox>
    </SubmissionForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toApiError } from '../../api/errors';
import type { User } from '@softkino/contract/user';
import { Checkbox } from '../../ui/form/Checkbox';
import { DateField } from '../../ui/form/MaskedField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { Modal } from '../../ui/popups/Modal';
import { showSavedAndReload } from './afterSave';
import { CONSENT_LABEL, consentLink } from '../../ui/form/consent';
import {
  EMPTY_FILL_IN,
  fillInFormData,
  fillInSchema,
  refusedField,
  saveFillIn,
  type FillInValues,
} from './fillIn';
import { GenderChoice } from '../../ui/form/GenderChoice';
import {
  PERSON_TEXT_INPUTS,
  REQUIRED_FIELDS,
  missingFields,
  type PersonTextField,
  type RequiredField,
} from './profileForm';

export const FILL_IN_TITLE = 'Заполните свои данные';

interface FillInPopupProps {
  user: User;
  /** Loads the profile again; rejects when that fails. */
  reload: () => Promise<unknown>;
  onClosed: () => void;
  /** The save call; tests pass a fake. */
  save?: (form: FormData) => Promise<void>;
  /** What a failed reload does; the page reload by default. */
  reloadPage?: () => void;
}

/**
 * The fill-in-your-data popup (spec section 2, Popup types; section 5, Profile): asks only the
 * required fields the profile misses, each required, and saves just those through user/edit/.
 * Then it closes, the success popup shows and the profile loads again (section 4).
 */
export function FillInPopup({ user, reload, onClosed, save, reloadPage }: FillInPopupProps) {
  // Frozen when the popup opens: a reload behind it must not reshape the form being filled.
  const [asked] = useState(() => missingFields(user));
  return (
    <Modal label={FILL_IN_TITLE} size="small" onClosed={onClosed}>
      {(close) => (
        <FillInForm
          asked={asked}
          pd={user.pd}
          save={save ?? saveFillIn}
          onSaved={() => {
            close();
            void showSavedAndReload(reload, reloadPage);
          }}
        />
      )}
    </Modal>
  );
}

interface FillInFormProps {
  asked: RequiredField[];
  pd: string;
  save: (form: FormData) => Promise<void>;
  onSaved: () => void;
}

function FillInForm({ asked, pd, save, onSaved }: FillInFormProps) {
  const [schema] = useState(() => fillInSchema(asked));
  const form = useForm<FillInValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_FILL_IN,
    // Errors first show on 'Сохранить', then follow each change. Validating on blur (the
    // profile form's mode) made leaving the first field before the tap on 'Сохранить' show its
    // error, which moved the button under the finger and lost the tap (docs/decisions/063).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, formState, setError } = form;
  const { errors } = formState;
  // A refusal that names no asked field (a lost session, a network failure) shows here.
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: FillInValues) {
    setFormError(null);
    try {
      await save(fillInFormData(values, asked));
    } catch (thrown) {
      const error = toApiError(thrown);
      // The server names a refused field in errors.code (docs/decisions/060).
      const field = refusedField(error.code, asked);
      if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      else setFormError(error.message);
      return;
    }
    onSaved();
  }

  function textField(field: PersonTextField, extra: object) {
    return (
      <TextField
        key={field}
        label={REQUIRED_FIELDS[field]}
        required
        {...extra}
        {...register(field)}
        error={errors[field]?.message}
      />
    );
  }

  function fieldFor(field: RequiredField): ReactNode {
    switch (field) {
      case 'last_name':
      case 'first_name':
      case 'patronymic':
      case 'email':
        return textField(field, PERSON_TEXT_INPUTS[field]);
      case 'birthday':
        return (
          <Controller
            key={field}
            control={control}
            name="birthday"
            render={({ field: date, fieldState }) => (
              <DateField
                label={REQUIRED_FIELDS.birthday}
                required
                name={date.name}
                value={date.value}
                onChange={date.onChange}
                onBlur={date.onBlur}
                error={fieldState.error?.message}
                hint="Дату рождения нельзя будет изменить"
              />
            )}
          />
        );
      case 'gender':
        return (
          <GenderChoice
            key={field}
            legend={REQUIRED_FIELDS.gender}
            required
            registration={register('gender')}
            error={errors.gender?.message}
          />
        );
      case 'accept_rules':
        return (
          <Checkbox
            key={field}
            {...register('accept_rules')}
            error={errors.accept_rules?.message}
            link={consentLink(pd)}
          >
            {CONSENT_LABEL}
          </Checkbox>
        );
    }
  }

  return (
    <form className="fill-in" onSubmit={form.handleSubmit(submit)} noValidate>
      <h2 className="fill-in__title">{FILL_IN_TITLE}</h2>
      <p className="fill-in__text">
        Чтобы получать бонусы и покупать билеты быстрее, укажите недостающие данные.
      </p>
      <div className="fill-in__fields">{asked.map(fieldFor)}</div>
      {formError && (
        <p className="fill-in__error field__error" role="alert">
          {formError}
        </p>
      )}
      <SubmitButton className="fill-in__submit" loading={formState.isSubmitting}>
        Сохранить
      </SubmitButton>
    </form>
  );
}

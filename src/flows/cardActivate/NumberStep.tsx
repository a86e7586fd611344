import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CARD_NUMBER_LENGTH, type ActivationField } from '@softkino/contract/card';
import { Checkbox, DateField, PhoneField, SubmitButton, TextField } from '../../ui/form';
import { Field } from '../../ui/form/Field';
import { CONSENT_LABEL, consentLink } from '../../ui/form/consent';
import { GenderChoice } from '../../ui/form/GenderChoice';
import {
  PERSON_TEXT_INPUTS,
  REQUIRED_FIELDS,
  type PersonTextField,
} from '../../screens/profile/profileForm';
import { useLateFirstFocus } from '../../ui/popups/useLateFirstFocus';
import { EMPTY_ACTIVATION, type ActivationProfile, type ActivationValues } from './activationForm';
import { codeWaitText, type ActivateState } from './cardActivateMachine';

interface NumberStepProps {
  state: ActivateState & { profile: ActivationProfile };
  onSubmit: (values: ActivationValues) => void;
}

/**
 * '2990000000019' typed or pasted → '2 990000 000019', as EAN-13 prints it under the card's
 * barcode; digits only, at most 13.
 */
export function groupCard(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_LENGTH);
  return [digits.slice(0, 1), digits.slice(1, 7), digits.slice(7)].filter(Boolean).join(' ');
}

const LABELS: Record<ActivationField, string> = { ...REQUIRED_FIELDS, phone: 'Телефон' };

/**
 * Step 0 (spec section 4): the card number, the cinema that handed it out, and the profile
 * fields the activation still needs (the short form has none). The form keeps the values; the
 * machine checks them and shows its errors here.
 */
export function NumberStep({ state, onSubmit }: NumberStepProps) {
  const { profile, errors, busy } = state;
  const form = useForm<ActivationValues>({ defaultValues: EMPTY_ACTIVATION });
  const { register, control } = form;
  // The fields changed since the machine's last check: their errors no longer apply and are not
  // shown ('Выберите кинотеатр…' stayed under a cinema just chosen). A new check shows all again.
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const [edits, setEdits] = useState({ errors, fields: new Set<string>() });
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      setEdits((prev) => {
        const current = errorsRef.current;
        const fields = prev.errors === current ? new Set(prev.fields) : new Set<string>();
        return { errors: current, fields: fields.add(name) };
      });
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const error = (field: Exclude<keyof typeof errors, 'form'>): string | undefined =>
    edits.errors === errors && edits.fields.has(field) ? undefined : errors[field];
  // The step shows once the profile has loaded, after the popup focused itself: the card
  // number's field takes the focus (decision 428).
  const formRef = useLateFirstFocus<HTMLFormElement>();

  function textField(field: PersonTextField, extra: object) {
    return (
      <TextField
        key={field}
        label={LABELS[field]}
        required
        {...extra}
        {...register(field)}
        error={error(field)}
      />
    );
  }

  function fieldFor(field: ActivationField): ReactNode {
    switch (field) {
      case 'last_name':
      case 'first_name':
      case 'patronymic':
      case 'email':
        return textField(field, PERSON_TEXT_INPUTS[field]);
      case 'phone':
        return (
          <Controller
            key={field}
            control={control}
            name="phone"
            render={({ field: phone }) => (
              <PhoneField
                label={LABELS.phone}
                required
                name={phone.name}
                value={phone.value}
                onChange={phone.onChange}
                onBlur={phone.onBlur}
                error={error('phone')}
              />
            )}
          />
        );
      case 'birthday':
        return (
          <Controller
            key={field}
            control={control}
            name="birthday"
            render={({ field: date }) => (
              <DateField
                label={REQUIRED_FIELDS.birthday}
                required
                name={date.name}
                value={date.value}
                onChange={date.onChange}
                onBlur={date.onBlur}
                error={error('birthday')}
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
            error={error('gender')}
          />
        );
      case 'accept_rules':
        return (
          <Checkbox
            key={field}
            {...register('accept_rules')}
            error={error('accept_rules')}
            link={consentLink(profile.pd)}
          >
            {CONSENT_LABEL}
          </Checkbox>
        );
    }
  }

  return (
    <form
      ref={formRef}
      className="card-activate__form"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
    >
      <p className="card-activate__text">
        Номер напечатан на обороте карты под штрихкодом. Мы пришлём SMS с кодом на номер из вашего
        профиля.
      </p>
      <Controller
        control={control}
        name="card"
        render={({ field }) => (
          <TextField
            label="Номер карты"
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="0 000000 000000"
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(groupCard(event.target.value))}
            onBlur={field.onBlur}
            error={error('card')}
          />
        )}
      />
      <Field label="Кинотеатр, где вы получили карту" required error={error('department')}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className="field__input card-activate__select"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required
            {...register('department')}
          >
            <option value="">Выберите кинотеатр</option>
            {profile.departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {profile.asked.length > 0 && (
        <fieldset className="card-activate__profile">
          <legend className="card-activate__legend">
            Для карты нужны ваши данные: заполните недостающие
          </legend>
          {profile.asked.map(fieldFor)}
        </fieldset>
      )}
      {errors.form && (
        <p className="field__error card-activate__error" role="alert">
          {errors.form}
        </p>
      )}
      {errors.form && state.secondsLeft > 0 && (
        <p className="card-activate__resend" aria-live="polite">
          {codeWaitText(state.secondsLeft)}
        </p>
      )}
      <SubmitButton className="card-activate__submit" loading={busy}>
        Получить код
      </SubmitButton>
    </form>
  );
}

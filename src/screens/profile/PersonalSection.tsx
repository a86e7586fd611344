import { Controller, useFormContext } from 'react-hook-form';
import { DateField } from '../../ui/form/MaskedField';
import { TextField } from '../../ui/form/TextField';
import { GenderChoice } from '../../ui/form/GenderChoice';
import type { ProfileFormValues } from './profileForm';

/** 'Личная информация': the name in Russian letters, the birthday (locked once set), gender. */
export function PersonalSection({ birthdayLocked }: { birthdayLocked: boolean }) {
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <fieldset className="profile-section">
      <legend className="profile-section__title">
        <h2 className="profile-section__heading">Личная информация</h2>
      </legend>
      <div className="profile-section__grid profile-section__grid--three">
        <TextField
          label="Фамилия"
          required
          autoComplete="family-name"
          {...register('last_name')}
          error={errors.last_name?.message}
        />
        <TextField
          label="Имя"
          required
          autoComplete="given-name"
          {...register('first_name')}
          error={errors.first_name?.message}
        />
        <TextField
          label="Отчество"
          required
          autoComplete="additional-name"
          {...register('patronymic')}
          error={errors.patronymic?.message}
        />
        <Controller
          control={control}
          name="birthday"
          render={({ field, fieldState }) => (
            <DateField
              label="Дата рождения"
              required
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              readOnly={birthdayLocked}
              error={fieldState.error?.message}
              hint={birthdayLocked ? 'Дату рождения нельзя изменить' : undefined}
            />
          )}
        />
        {/* Required as the names are: the fill-in prompt asks for it (decision 428). */}
        <GenderChoice legend="Пол" required registration={register('gender')} />
      </div>
    </fieldset>
  );
}

import { useFormContext } from 'react-hook-form';
import type { User } from '@softkino/contract/user';
import { Checkbox } from '../../ui/form/Checkbox';
import { TextField } from '../../ui/form/TextField';
import { CONSENT_LABEL, consentLink } from '../../ui/form/consent';
import type { ProfileFormValues } from './profileForm';

/** Under the newsletter's tick: what it sends, and where (decision 457). */
export const MOVIES_NOTIFY_HINT =
  'Письмо на e-mail, когда в афише вашего города появится новый фильм';

/** 'Дополнительно': notifications, the photo on the seat map, city and district, consent. */
export function ExtraSection({ user }: { user: User }) {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <fieldset className="profile-section">
      <legend className="profile-section__title">
        <h2 className="profile-section__heading">Дополнительно</h2>
      </legend>
      <div className="profile-section__grid">
        <TextField
          label="Город"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField label="Район" error={errors.district?.message} {...register('district')} />
      </div>
      <div className="profile-section__checks">
        <Checkbox {...register('movies_notify')} hint={MOVIES_NOTIFY_HINT}>
          Сообщать о новых фильмах и сеансах
        </Checkbox>
        <Checkbox {...register('sms_remind')}>Напоминать о сеансах в SMS</Checkbox>
        <Checkbox {...register('show_photo')}>Показывать мое фото на схеме зала</Checkbox>
        {/* Consent once given stays given: only accept_rules=1 is ever sent. */}
        <Checkbox
          {...register('accept_rules')}
          disabled={user.accept_rules === 1}
          link={consentLink(user.pd)}
        >
          {CONSENT_LABEL}
        </Checkbox>
      </div>
    </fieldset>
  );
}

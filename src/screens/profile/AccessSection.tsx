import { Link } from 'wouter';
import { useFormContext } from 'react-hook-form';
import type { User } from '@softkino/contract/user';
import { TextField } from '../../ui/form/TextField';
import { formatPhone } from '../../ui/form/masks';
import type { ProfileFormValues } from './profileForm';
import { SocialLink } from './SocialLink';

export const PHONE_LOCKED_HINT = 'По этому номеру вы входите на сайт, его нельзя изменить';

/** 'Данные для входа': the phone (read-only), e-mail, the VK link and the password. */
export function AccessSection({ user }: { user: User }) {
  const { register, formState } = useFormContext<ProfileFormValues>();
  return (
    <fieldset className="profile-section">
      <legend className="profile-section__title">
        <h2 className="profile-section__heading">Данные для входа</h2>
      </legend>
      <div className="profile-section__grid">
        {/* The account's login: shown, not edited, and said so (decision 428). */}
        <TextField
          label="Телефон"
          readOnly
          value={formatPhone(user.phone) || user.phone}
          type="tel"
          hint={PHONE_LOCKED_HINT}
        />
        <TextField
          label="E-mail"
          required
          type="email"
          autoComplete="email"
          {...register('email')}
          error={formState.errors.email?.message}
        />
      </div>
      <div className="profile-section__row">
        <SocialLink link={user.social.vk} network="ВКонтакте" />
        <Link className="button button--ghost" href="/profile/settings">
          Сменить пароль
        </Link>
      </div>
    </fieldset>
  );
}

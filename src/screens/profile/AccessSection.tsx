import { Link } from 'wouter';
import { useFormContext } from 'react-hook-form';
import type { User } from '@softkino/contract/user';
import { TextField } from '../../ui/form/TextField';
import { formatPhone } from '../../ui/form/masks';
import type { ProfileFormValues } from './profileForm';
import { SocialLink } from './SocialLink';

/** 'Данные для входа': the phone (read-only), e-mail, the VK link and the password. */
export function AccessSection({ user }: { user: User }) {
  const { register, formState } = useFormContext<ProfileFormValues>();
  return (
    <fieldset className="profile-section">
      <legend className="profile-section__title">Данные для входа</legend>
      <div className="profile-section__grid">
        <TextField
          label="Телефон"
          required
          readOnly
          value={formatPhone(user.phone) || user.phone}
          type="tel"
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

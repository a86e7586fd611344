import { Link } from 'wouter';
import { bonusRegionRules, formatCardNumber } from '@softkino/contract/card';
import { POINT_FORMS, pluralize } from '@softkino/contract/plural';
import type { User } from '@softkino/contract/user';

/**
 * The profile's line about bonuses, under the name: the card and its balance (to the bonus
 * page); without a card, the hint about activating one, which shows outside regions 2 and 5
 * (spec section 6); in region 5 only the pointer to the app.
 */
export function ProfileBonusLine({ user }: { user: User }) {
  const rules = bonusRegionRules(user.user_rest.region_id, user.card);
  if (rules.appBannerOnly)
    return (
      <p className="profile-form__card">
        Бонусы в вашем регионе — в мобильном приложении.{' '}
        <Link href="/about/bonus#app">Подробнее</Link>
      </p>
    );
  if (user.card)
    return (
      <p className="profile-form__card">
        <Link href="/profile/bonuses/">Бонусная карта {formatCardNumber(user.card.number)}</Link> ·{' '}
        {pluralize(user.balance, POINT_FORMS)}
      </p>
    );
  return (
    <p className="profile-form__card">
      {rules.activationHint ? (
        <>
          Получили бонусную карту в кассе? <a href="#card-activate">Активируйте ее</a> и копите
          баллы с каждой покупки.{' '}
        </>
      ) : (
        'Бонусной карты пока нет. '
      )}
      <Link href="/about/bonus">О бонусной программе</Link>
    </p>
  );
}

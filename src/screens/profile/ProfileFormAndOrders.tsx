import { useDeferredValue } from 'react';
import { ProfileForm } from './ProfileForm';
import { ProfileOrders } from './ProfileOrders';

/**
 * The profile form with the orders list below it: one chunk, shown together, so nothing moves
 * when the form takes the place of its top (decisions 315, 338). The list comes in the same
 * deferred render as the form's lower sections, under them, never above them for a moment.
 */
export function ProfileFormAndOrders(props: Parameters<typeof ProfileForm>[0]) {
  const withLowerSections = useDeferredValue(true, false);
  return (
    <>
      <ProfileForm {...props} />
      {withLowerSections && <ProfileOrders />}
    </>
  );
}

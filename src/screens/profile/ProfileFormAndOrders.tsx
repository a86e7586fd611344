import { ProfileForm } from './ProfileForm';
import { ProfileOrders } from './ProfileOrders';

/**
 * The profile form with the orders list below it: one chunk, shown together, so nothing moves
 * when the form takes the place of its top (decisions 315, 338).
 */
export function ProfileFormAndOrders(props: Parameters<typeof ProfileForm>[0]) {
  return (
    <>
      <ProfileForm {...props} />
      <ProfileOrders />
    </>
  );
}

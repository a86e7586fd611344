/**
 * The slot of the buyer's orders and tickets on /profile. The purchase issue owns the order
 * history (GET v2 user/find_user_orders/) and fills this component; until then it renders
 * nothing rather than inventing orders.
 */
export function ProfileOrders() {
  return null;
}

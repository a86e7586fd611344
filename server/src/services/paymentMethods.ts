import type { Transaction } from 'kysely';
import type { DB } from '../db/types';
import type { PaymentMethodSettings } from '../providers/payment/types';
import { orderSeatCount } from '../repositories/payments';
import { sessionFilmIsPushkin } from '../repositories/sessionDetails';
import type { PaymentOffer } from '@softkino/contract/payment';
import type { ServiceContext } from './context';

/**
 * create_order's `payment.methods` for one order: what the provider takes, less the Pushkin
 * card when the order cannot use it (a film without the mark, more than one seat, points).
 */
export async function offeredMethods(
  ctx: ServiceContext,
  trx: Transaction<DB>,
  order: { id: number; session_id: number; bonus_pay: number },
): Promise<Partial<Record<PaymentOffer, PaymentMethodSettings>>> {
  const methods = { ...ctx.payment.methods() };
  if (methods.pushkin_card) {
    const fits =
      order.bonus_pay === 0 &&
      (await sessionFilmIsPushkin(trx, order.session_id)) &&
      (await orderSeatCount(trx, order.id)) === 1;
    if (!fits) delete methods.pushkin_card;
  }
  return methods;
}

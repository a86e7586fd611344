/**
 * The checkout form's rules (spec section 5, Checkout contact): phone optional but exactly 11
 * digits when given, e-mail required and valid, and the personal-data consent ticked. The
 * contact rules are the shared CheckoutContactSchema, the same the server applies.
 */
import { z } from 'zod';
import { CheckoutContactSchema } from '@softkino/contract';

export const CONSENT_MESSAGE = 'Подтвердите согласие на обработку персональных данных';
/** Under the unticked consent once the contacts are in: all that 'Купить' waits for (417). */
export const CONSENT_HINT = 'Отметьте согласие, чтобы купить билеты';
/** Under a guest's phone: what the phone is for, the session reminder (decision 453). */
export const PHONE_HINT = 'Необязательно: пришлём SMS-напоминание перед сеансом';

export const CheckoutFormSchema = CheckoutContactSchema.extend({
  consent: z.boolean().refine((v) => v, { error: CONSENT_MESSAGE }),
});

/** What the form holds: the phone as typed (masked), the consent as a checkbox. */
export interface CheckoutFormValues {
  phone: string;
  email: string;
  consent: boolean;
}

/**
 * What checkout keeps when it is left, to come back to (decision 364): the form, and the bonus
 * points the buyer had chosen, null where the slider was not offered (decision 411).
 */
export interface CheckoutDraft extends CheckoutFormValues {
  bonus: number | null;
}

export type CheckoutFormOutput = z.output<typeof CheckoutFormSchema>;

export const EMPTY_CHECKOUT: CheckoutFormValues = { phone: '', email: '', consent: false };

/** True when the buy button may be pressed. */
export function isCheckoutValid(values: CheckoutFormValues): boolean {
  return CheckoutFormSchema.safeParse(values).success;
}

/**
 * True when the consent is all that keeps the buy button off: the contacts would pass. Checkout
 * then says so beside the checkbox, as a hint (decision 417).
 */
export function onlyConsentMissing(values: CheckoutFormValues): boolean {
  return !values.consent && isCheckoutValid({ ...values, consent: true });
}

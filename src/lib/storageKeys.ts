/**
 * Client storage keys, exactly as spec section 3 names them; `likeIntent` is ours (a guest's
 * like kept through signing in, decision 433).
 */
export const STORAGE_KEYS = {
  orderId: 'ORDER_ID',
  unpaidOrder: 'UNPAID_ORDER',
  paymentLink: 'PAYMENT_LINK',
  sbpPay: 'SBPPAY',
  userId: 'USER_ID',
  phone: 'PHONE',
  userChooseInfo: 'userChooseInfo',
  askCity: 'askCity',
  currentCity: 'currentCity',
  likeIntent: 'likeIntent',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

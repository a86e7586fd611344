/**
 * Every timing of the spec, named once (ARCHITECTURE.md, Client state). Tests drive these with
 * fake timers, so code never writes the raw numbers.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** An order expires this long before the server's expiry time (spec section 4, Order). */
export { ORDER_EXPIRY_MARGIN_MS } from '@softkino/contract/orderTimes';
/** Expiry when the server gives none: about 6 min 50 s from now. */
export const DEFAULT_ORDER_EXPIRY_MS = 410_000;
/** SBP status polling: first poll after 30 s, then every 15 s. */
export const SBP_FIRST_POLL_MS = 30 * SECOND;
export const SBP_POLL_INTERVAL_MS = 15 * SECOND;
/** Redirect after an SBP status of paid or expired, and the wallet processing delay. */
export const REDIRECT_DELAY_MS = 1 * SECOND;
export const WALLET_PROCESSING_DELAY_MS = 1 * SECOND;
/** Payment countdown refresh. */
export const PAYMENT_TIMER_TICK_MS = 1 * SECOND;
/** A closed popup stays in the DOM this long so its exit animation can play. */
export const POPUP_REMOVAL_MS = 250;
/** Pause between a cancelled order and the 'Заказ отменен' popup. */
export const CANCEL_CONFIRMATION_DELAY_MS = 500;
/** The missing-data (verify) prompt shows this long after the profile loads. */
export const VERIFY_PROMPT_DELAY_MS = 5 * SECOND;
/** Loading messages change at 4 s and again at 8 s. */
export const LOADING_TEXT_STEPS_MS = [4 * SECOND, 8 * SECOND] as const;
/** The lobby screen board reloads every 30 minutes; its clock ticks every second. */
export const LOBBY_REFRESH_MS = 30 * MINUTE;
export const LOBBY_CLOCK_TICK_MS = 1 * SECOND;
/** Beyond the spec: the board's seats left are read again every minute (decision 308). */
export const LOBBY_SEATS_POLL_MS = 1 * MINUTE;
/** The city question: at most once a day, and again 48 hours after the last one. */
export const CITY_ASK_DAILY_MS = 24 * HOUR;
export const CITY_REASK_MS = 48 * HOUR;

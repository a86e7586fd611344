/**
 * The accrual the server applies today (server/src/services/bonuses.ts: floor(money part ×
 * card percents), every card issued at 0.1). The spec's 15 % and 20 % tiers are not earned by
 * anyone yet, so the pages do not promise them (docs/decisions/126).
 */
export const BASE_ACCRUAL_PERCENT = 10;

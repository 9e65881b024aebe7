/**
 * The kinds of order a customer can place on a portfolio (spec 3, "Orders and investor
 * suitability"). The spec names them in words; the upper-case identifiers are our spelling,
 * matching the spelling of the order states.
 */
export const ORDER_TYPES = [
  'BUY',
  'PARTIAL_SELL',
  'TOTAL_SELL',
  'SAVINGS_PLAN_CREATE',
  'SAVINGS_PLAN_UPDATE',
  'SAVINGS_PLAN_DELETE',
  'REBALANCING',
  'ONBOARDING',
  'OFFBOARDING',
  'OTHERS',
] as const;

export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE_DESCRIPTIONS: Readonly<Record<OrderType, string>> = {
  BUY: 'Invest money into the portfolio.',
  PARTIAL_SELL: 'Sell part of the portfolio; the portfolio stays open.',
  TOTAL_SELL: 'Sell the whole portfolio.',
  SAVINGS_PLAN_CREATE: 'Start a recurring savings plan for the portfolio.',
  SAVINGS_PLAN_UPDATE: 'Change the amount or rhythm of an existing savings plan.',
  SAVINGS_PLAN_DELETE: 'End an existing savings plan.',
  REBALANCING: 'Bring the portfolio back to its target allocation.',
  ONBOARDING: 'The first order that opens and funds a new portfolio.',
  OFFBOARDING: 'The order that closes a portfolio.',
  OTHERS: 'Any other order the portfolio service reports.',
};

/**
 * Why an order cannot be placed (spec 8): the order-limit error codes the order service
 * answers for an amount, and the precondition codes for the portfolio's state. Each code has a
 * customer message in every UI language (config/strings/engine/*.yaml, keys `order.limit.<code>`
 * and `order.precondition.<code>`); PLACEHOLDERS says which values a message interpolates, so a
 * test can check every translation names exactly those.
 */

export const ORDER_LIMIT_ERROR_CODES = [
  'min',
  'max',
  'minLeftBalance',
  'higherThanLeftOver',
  'hasSavingPlan',
  'savingPlanInprogress',
  'unExpectedError',
  'userBlockedTemporarily',
] as const;
export type OrderLimitErrorCode = (typeof ORDER_LIMIT_ERROR_CODES)[number];

export const ORDER_LIMIT_ERROR_DESCRIPTIONS: Readonly<Record<OrderLimitErrorCode, string>> = {
  min: 'The amount is below the minimum of the offer.',
  max: 'The amount is above the maximum of the offer.',
  minLeftBalance: 'After a partial sell less than the minimum balance would remain.',
  higherThanLeftOver: 'The amount is higher than what is left to sell or invest.',
  hasSavingPlan: 'The portfolio already has a savings plan.',
  savingPlanInprogress: 'A change to the savings plan is still being processed.',
  unExpectedError: 'The order service could not check the amount.',
  userBlockedTemporarily: 'The customer may not place orders for the time being.',
};

export const ORDER_PRECONDITION_CODES = [
  'savings_plan_not_active',
  'pia_has_balance',
  'has_orders_in_progress',
  'portfolio_balance_is_zero',
  'product_instance_must_be_active',
  'savings_plan_is_active',
  'portfolio_balance_is_not_zero',
  'other_order_already_in_progress',
  'unexpected',
] as const;
export type OrderPreconditionCode = (typeof ORDER_PRECONDITION_CODES)[number];

export const ORDER_PRECONDITION_DESCRIPTIONS: Readonly<Record<OrderPreconditionCode, string>> = {
  savings_plan_not_active: 'There is no active savings plan to change or end.',
  pia_has_balance: "The portfolio's cash account (PIA) still holds money.",
  has_orders_in_progress: 'Orders of the portfolio are still being carried out.',
  portfolio_balance_is_zero: 'The portfolio holds nothing to sell.',
  product_instance_must_be_active: 'The portfolio (product instance) is not active yet.',
  savings_plan_is_active: 'A savings plan is already active.',
  portfolio_balance_is_not_zero: 'The portfolio still holds money or securities.',
  other_order_already_in_progress: 'Another order of the portfolio is being carried out.',
  unexpected: 'The order service could not check the preconditions.',
};

/** The values each limit message interpolates (`{{name}}`): amounts, formatted by the caller. */
export const ORDER_LIMIT_PLACEHOLDERS: Readonly<Record<OrderLimitErrorCode, readonly string[]>> = {
  min: ['min'],
  max: ['max'],
  minLeftBalance: ['minLeftBalance'],
  higherThanLeftOver: ['leftOver'],
  hasSavingPlan: [],
  savingPlanInprogress: [],
  unExpectedError: [],
  userBlockedTemporarily: [],
};

/** Precondition messages name no values. */
export const ORDER_PRECONDITION_PLACEHOLDERS: Readonly<Record<OrderPreconditionCode, readonly string[]>> = Object.fromEntries(
  ORDER_PRECONDITION_CODES.map((code) => [code, []]),
) as unknown as Record<OrderPreconditionCode, readonly string[]>;

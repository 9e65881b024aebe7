/**
 * The texts of the order form (opening a deposit, a withdrawal), engine strings
 * `order.form.<key>` in every UI language. Placeholders (`{{amount}}`) stay in the resolved
 * text: the form fills them with amounts it formats as the customer types.
 */
export const ORDER_FORM_TEXT_KEYS = [
  'amount.label',
  'amount.hint',
  'amount.invalid',
  'offer.bank',
  'offer.rate',
  'offer.rateValue',
  'offer.term',
  'offer.noTerm',
  'offer.amounts',
  'offer.amountsValue',
  'offer.unknown',
  'offer.choose',
  'offer.unavailable',
  'retry',
  'interest',
  'interestYear',
  'continue',
  'confirm.title',
  'confirm.deposit',
  'confirm.withdrawal',
  'submit.deposit',
  'submit.withdrawal',
  'back',
  'sending',
  'success.deposit',
  'success.withdrawal',
  'dashboard',
  'notAllowed',
  // The spec's minLeftBalance message speaks of a portfolio sale; a deposit leaves money on the transaction account.
  'limit.minLeftBalance',
] as const;

export type OrderFormTextKey = (typeof ORDER_FORM_TEXT_KEYS)[number];
export type OrderFormTexts = Readonly<Record<OrderFormTextKey, string>>;

export const ORDER_FORM_KEY_PREFIX = 'order.form.';

/**
 * The states of orders and the things around them (spec 4, "Order states" and
 * "Account-link/portfolio-like states"). Transitions between them are not in the spec, so
 * only the values are declared here. Every list comes with a description of each value
 * (Record<…> makes a value without one a type error); vocabulary.ts turns them into
 * schemas/orders.schema.json.
 */

export const ORDER_STATES = [
  'DRAFTED',
  'VALIDATED',
  'PREPARED',
  'CONFIRMED',
  'EXPORTED',
  'IN_PROGRESS',
  'EXECUTED',
  'REJECTED',
  'REVOCATION_REQUESTED',
  'REVOKED',
  'CANCELLED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_DESCRIPTIONS: Readonly<Record<OrderState, string>> = {
  DRAFTED: 'Entered by the customer, not yet checked.',
  VALIDATED: 'Checked against limits and preconditions.',
  PREPARED: 'Ready to be confirmed by the customer.',
  CONFIRMED: 'Confirmed by the customer.',
  EXPORTED: 'Handed to the bank or broker.',
  IN_PROGRESS: 'Being carried out.',
  EXECUTED: 'Carried out.',
  REJECTED: 'Refused; nothing was carried out.',
  REVOCATION_REQUESTED: 'The customer asked to revoke it.',
  REVOKED: "Revoked at the customer's request.",
  CANCELLED: 'Cancelled before it was carried out.',
};

/** Spec 4: "Instruction states add ISSUE_IDENTIFIED and FUNDED" to the order states. */
export const INSTRUCTION_STATES = [...ORDER_STATES, 'ISSUE_IDENTIFIED', 'FUNDED'] as const;
export type InstructionState = (typeof INSTRUCTION_STATES)[number];

export const INSTRUCTION_STATE_DESCRIPTIONS: Readonly<Record<InstructionState, string>> = {
  ...ORDER_STATE_DESCRIPTIONS,
  ISSUE_IDENTIFIED: 'A problem was found that needs attention before the instruction can go on.',
  FUNDED: 'The money for the instruction has arrived.',
};

export const TRANSACTION_STATES = ['FILLED', 'SETTLED'] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

export const TRANSACTION_STATE_DESCRIPTIONS: Readonly<Record<TransactionState, string>> = {
  FILLED: 'The trade was executed at the market.',
  SETTLED: 'Securities and money have changed hands.',
};

export const PORTFOLIO_STATES = ['FUNDING_PENDING', 'ISSUE_IDENTIFIED', 'BUY_ORDER_IN_PROGRESS', 'SELL_ORDER_IN_PROGRESS', 'REBALANCING_IN_PROGRESS'] as const;
export type PortfolioState = (typeof PORTFOLIO_STATES)[number];

export const PORTFOLIO_STATE_DESCRIPTIONS: Readonly<Record<PortfolioState, string>> = {
  FUNDING_PENDING: "Waiting for the customer's money to arrive.",
  ISSUE_IDENTIFIED: 'A problem was found that needs attention.',
  BUY_ORDER_IN_PROGRESS: 'A buy order is being carried out.',
  SELL_ORDER_IN_PROGRESS: 'A sell order is being carried out.',
  REBALANCING_IN_PROGRESS: 'The portfolio is being rebalanced.',
};

export const ACCOUNT_LINK_STATES = ['ACTIVE', 'CREATION_IN_PROGRESS', 'CREATED', 'DELETED', 'DELETION_IN_PROGRESS'] as const;
export type AccountLinkState = (typeof ACCOUNT_LINK_STATES)[number];

export const ACCOUNT_LINK_STATE_DESCRIPTIONS: Readonly<Record<AccountLinkState, string>> = {
  ACTIVE: 'In use.',
  CREATION_IN_PROGRESS: 'Being set up.',
  CREATED: 'Set up, not yet in use.',
  DELETED: 'Removed.',
  DELETION_IN_PROGRESS: 'Being removed.',
};

export const FLOW_TYPES = ['SHORT', 'FULL'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export const FLOW_TYPE_DESCRIPTIONS: Readonly<Record<FlowType, string>> = {
  SHORT: 'The short order flow (fewer steps, e.g. for a customer whose suitability is already known).',
  FULL: 'The full order flow with every step.',
};

export const SEVERITIES = ['CRITICAL', 'WARN', 'INFO'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_DESCRIPTIONS: Readonly<Record<Severity, string>> = {
  CRITICAL: 'Stops the order.',
  WARN: 'The customer should read it before going on.',
  INFO: "For the customer's information.",
};

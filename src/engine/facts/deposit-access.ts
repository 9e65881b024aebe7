import type { AccessFacts } from './types.ts';

/**
 * Spec 3: deposit types map to product access values (overnight, notice and term map to
 * HAS_OVERNIGHT, HAS_NOTICE and HAS_FIXED). FLEX is listed as its own access value.
 */
const ACCESS_OF_DEPOSIT_TYPE: Readonly<Record<string, keyof AccessFacts>> = {
  TERM: 'HAS_FIXED_DEPOSIT_ACCOUNT',
  FIXED: 'HAS_FIXED_DEPOSIT_ACCOUNT',
  FLEX: 'HAS_FLEX_DEPOSIT_ACCOUNT',
  OVERNIGHT: 'HAS_OVERNIGHT_DEPOSIT_ACCOUNT',
  NOTICE: 'HAS_NOTICE_DEPOSIT_ACCOUNT',
};

export function accessOf(depositTypes: readonly unknown[] | undefined): AccessFacts {
  const access: AccessFacts = {
    HAS_FIXED_DEPOSIT_ACCOUNT: false,
    HAS_FLEX_DEPOSIT_ACCOUNT: false,
    HAS_OVERNIGHT_DEPOSIT_ACCOUNT: false,
    HAS_NOTICE_DEPOSIT_ACCOUNT: false,
  };
  for (const entry of depositTypes ?? []) {
    // The deposit-types call may answer plain names or objects with a type field.
    const name = typeof entry === 'string' ? entry : (entry as { type?: unknown } | null)?.type;
    const key = typeof name === 'string' ? ACCESS_OF_DEPOSIT_TYPE[name.toUpperCase()] : undefined;
    if (key) access[key] = true;
  }
  return access;
}

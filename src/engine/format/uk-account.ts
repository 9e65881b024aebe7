import type { AccountId } from '../types/view-model.ts';
import { electronicIban, formatIbanForDisplay } from './iban.ts';

export interface AccountIdentifiers {
  iban?: string | null;
  accountNumber?: string | null;
  sortCode?: string | null;
}

/** Translated labels of the account identifiers (spec 9 header translation keys). */
export interface AccountIdLabels {
  iban: string;
  accountNumber: string;
  sortCode: string;
}

/** "601613" (or "60 16 13", "60-16-13") as "60-16-13"; anything that is not six digits is only trimmed. */
export function formatSortCode(sortCode: string): string {
  const digits = sortCode.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : sortCode.trim();
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The identifiers shown for an account (spec 3 header customer block, spec 5):
 * - UK format (an account number together with a sort code, or an account number and no IBAN):
 *   account number, then sort code (size "small") when there is one;
 * - otherwise the IBAN, shown in groups of four when valid and copied without spaces;
 * - a lone sort code (no account number, no IBAN) is still shown; nothing known gives [].
 * A sort code beside an IBAN but without account number shows the IBAN: a sort code alone
 * identifies a branch, not an account. Copy values are the electronic forms (no spaces, sort
 * code digits only).
 */
export function accountIdsOf(account: AccountIdentifiers | null | undefined, labels: AccountIdLabels): AccountId[] {
  if (!account) return [];
  const { iban, accountNumber, sortCode } = account;
  const sortCodeEntry = (code: string): AccountId => ({
    id: formatSortCode(code),
    copyValue: code.replace(/[\s-]/g, ''),
    label: labels.sortCode,
    size: 'small',
  });

  if (present(accountNumber) && (present(sortCode) || !present(iban))) {
    const ids: AccountId[] = [{ id: accountNumber.trim(), copyValue: accountNumber.replace(/\s+/g, ''), label: labels.accountNumber, size: 'default' }];
    if (present(sortCode)) ids.push(sortCodeEntry(sortCode));
    return ids;
  }
  if (present(iban)) {
    return [{ id: formatIbanForDisplay(iban.trim()), copyValue: electronicIban(iban), label: labels.iban, size: 'default' }];
  }
  if (present(sortCode)) return [sortCodeEntry(sortCode)];
  return [];
}

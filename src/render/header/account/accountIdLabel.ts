/**
 * Account identifier labels may arrive as a known identifier name ("iban", "accountNumber",
 * "sort-code") or as finished text. Known names are translated with the header strings;
 * anything else is shown as given.
 */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  iban: 'iban',
  accountnumber: 'accountNumber',
  sortcode: 'sortCode',
};

/** The string key for a known identifier name, or null when the label is already text. */
export function accountIdLabelKey(label: string): string | null {
  const normalized = label.toLowerCase().replace(/[\s_-]/g, '');
  return KNOWN_LABELS[normalized] ?? null;
}

/**
 * The descriptions the bank writes on the bookings of the local backend's own events, in the
 * customer's language (the persona's locale), as the persona files write theirs.
 */
type Language = 'de' | 'en' | 'fr' | 'es' | 'it' | 'nl' | 'pl' | 'fi';

const WITHDRAWAL: Record<Language, string> = {
  de: 'Auszahlung auf Referenzkonto',
  en: 'Withdrawal to reference account',
  fr: 'Virement vers le compte de référence',
  es: 'Retirada a la cuenta de referencia',
  it: 'Prelievo sul conto di riferimento',
  nl: 'Opname naar tegenrekening',
  pl: 'Wypłata na rachunek referencyjny',
  fi: 'Nosto viitetilille',
};

const DEPOSIT: Record<Language, string> = {
  de: 'Anlage',
  en: 'Deposit',
  fr: 'Placement',
  es: 'Depósito',
  it: 'Deposito',
  nl: 'Inleg',
  pl: 'Lokata',
  fi: 'Talletus',
};

function languageOf(locale: unknown): Language {
  const language = typeof locale === 'string' ? locale.slice(0, 2) : '';
  return language in WITHDRAWAL ? (language as Language) : 'en';
}

export const withdrawalText = (locale: unknown): string => WITHDRAWAL[languageOf(locale)];
export const depositText = (locale: unknown, bank: string): string => `${DEPOSIT[languageOf(locale)]} ${bank}`;

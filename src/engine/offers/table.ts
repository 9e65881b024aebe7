/**
 * An offer list as a table for one locale: bank with its country, rate,
 * term, minimum amount and deposit guarantee, every number formatted with Intl in the page
 * locale. The words (column headers, "overnight") come from the caller, i.e. from the block's
 * config, so they travel with the page that shows the list rather than with every page.
 */
import { formatMoney, numberLocaleOf, toAmount } from '../format/money.ts';
import { fillPlaceholders } from '../format/placeholders.ts';
import type { Money, TableColumn, TableRow } from '../types/blocks.ts';
import type { ProductOffer } from './offer.ts';
import type { SelectedOffer } from './select.ts';
import { countryNamer } from './country-name.ts';

export interface OfferTableLabels {
  bank: string;
  rate: string;
  term: string;
  minimum: string;
  guarantee: string;
  /** The term cell of an overnight offer ("Täglich verfügbar"). */
  overnight: string;
  /** The term cell of a notice offer; {{period}} is the notice period ("{{period}} Kündigungsfrist"). */
  notice: string;
  /** The guarantee cell; {{limit}} is the amount, {{scheme}} the scheme's name. */
  guaranteeLimit: string;
}

export interface OfferRow extends TableRow {
  featured: boolean;
}

export interface OfferTable {
  columns: TableColumn[];
  rows: OfferRow[];
}

/** Intl objects per locale, made once (making one costs far more than using it). */
function formatsFor(locale: string) {
  const tag = numberLocaleOf(locale);
  const unit = (name: 'day' | 'month' | 'year') => new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'long' });
  return {
    percent: new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    day: unit('day'),
    month: unit('month'),
    year: unit('year'),
    country: countryNamer(locale),
  };
}

function money(amount: number, currency: string, locale: string, label: string): Money {
  return { ...toAmount(label, amount, currency), text: formatMoney(amount, { locale, currency }) };
}

/** Whole years read as years ("2 Jahre"), everything else as months ("18 Monate"). */
function termOf(months: number, formats: Pick<ReturnType<typeof formatsFor>, 'month' | 'year'>): string {
  return months % 12 === 0 ? formats.year.format(months / 12) : formats.month.format(months);
}

/** A term in months as the list writes it, for one locale (the term filter's choices). */
export function monthsText(months: number, locale: string): string {
  const unit = (name: 'month' | 'year') => new Intl.NumberFormat(numberLocaleOf(locale), { style: 'unit', unit: name, unitDisplay: 'long' });
  return termOf(months, { month: unit('month'), year: unit('year') });
}

function termText(offer: ProductOffer, formats: ReturnType<typeof formatsFor>, labels: OfferTableLabels): string {
  if (offer.productType === 'OVERNIGHT') return labels.overnight;
  if (offer.productType === 'NOTICE') return fillPlaceholders(labels.notice, { period: formats.day.format(offer.noticePeriodDays ?? 0) });
  return termOf(offer.termMonths ?? 0, formats);
}

export function offerTable(selected: readonly SelectedOffer[], locale: string, labels: OfferTableLabels): OfferTable {
  const formats = formatsFor(locale);
  const columns: TableColumn[] = [
    { key: 'bank', label: labels.bank, numeric: false },
    { key: 'rate', label: labels.rate, numeric: true },
    { key: 'term', label: labels.term, numeric: false },
    { key: 'minimum', label: labels.minimum, numeric: true },
    { key: 'guarantee', label: labels.guarantee, numeric: false },
  ];
  const rows = selected.map(({ offer, featured }): OfferRow => {
    const limit = offer.depositGuarantee.limit;
    return {
      id: offer.id,
      featured,
      cells: [
        { text: `${offer.bank.name} (${formats.country(offer.bankCountry)})` },
        { text: formats.percent.format(offer.interestRate / 100) },
        { text: termText(offer, formats, labels) },
        {
          text: formatMoney(offer.minimumAmount, { locale, currency: offer.currency }),
          amount: money(offer.minimumAmount, offer.currency, locale, labels.minimum),
        },
        {
          text: fillPlaceholders(labels.guaranteeLimit, {
            limit: formatMoney(limit.amount, { locale, currency: limit.currency }),
            scheme: offer.depositGuarantee.scheme,
          }),
        },
      ],
    };
  });
  return { columns, rows };
}

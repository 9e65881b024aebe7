/**
 * A country's name in the page's language ("Deutschland", "Germany") from its ISO code, through
 * Intl: the offer table's bank cell and the bank pages say where a bank is based in words.
 */
import { numberLocaleOf } from '../format/money.ts';

/** Names countries in `locale`; an engine without region names (or an unknown code) gives the code. */
export function countryNamer(locale: string): (code: string) => string {
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames([numberLocaleOf(locale)], { type: 'region' });
  } catch {
    // An engine without region names shows the ISO code.
  }
  return (code) => {
    try {
      return regions?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

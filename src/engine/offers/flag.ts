/**
 * A country's flag as an emoji (two regional indicator symbols), for decoration only: the
 * country's name is always written beside it, since not every system draws the flag.
 */
const REGIONAL_INDICATOR_A = 0x1f1e6;

export function flagEmoji(countryCode: string): string {
  if (!/^[A-Z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}

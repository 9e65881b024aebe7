import type { Market } from '../../engine/types/view-model.ts';

/** The market of the page's locale; locales compare case-insensitively ("de-DE" = "de-de"). */
export function currentMarket(markets: Market[], locale: string): Market | undefined {
  const wanted = locale.toLowerCase();
  return markets.find((market) => market.locale.toLowerCase() === wanted);
}

/**
 * The footer's code waits until the visitor nears it (footer-on-approach.ts) only while the
 * prerendered footer is all there is to show. It is asked for at once when
 * - anything it is drawn from differs from the first render (another page, a logged-in customer,
 *   `?design=v1`, a rule over the visit's facts): its prerendered HTML is out of date;
 * - `needed`: the page offers the smart banner, which is drawn at the top of the page by the
 *   footer's chunk (SmartBannerSlot.tsx).
 */
import { useEffect, useState } from 'react';
import type { FooterSource } from './footer-source.ts';

export function useAskForFooter(source: FooterSource | undefined, input: readonly unknown[], needed: boolean): void {
  const [first] = useState(input);
  const changed = input.length !== first.length || input.some((value, index) => !Object.is(value, first[index]));
  const ask = changed || needed;
  useEffect(() => {
    if (ask) void source?.load();
  }, [ask, source]);
}

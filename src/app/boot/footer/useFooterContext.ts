/**
 * The context the footer is resolved in, kept as it was while nothing the footer reads changed:
 * the engine makes a new context on every resolve, and a new prop reaching the footer's boundary
 * before its code is there would make React drop the prerendered footer (a visible jump). A new
 * one also makes App.tsx fetch the footer's code at once (useAskForFooter.ts).
 *
 * The footer and the smart banner are resolved from the config and the facts alone
 * (resolve/footer.ts, resolve/smart-banner.ts; tests/engine/resolve/footer-input.test.ts holds
 * them to it): the raw signals in `data` (the User-Agent, cookies and storage read after
 * hydration) and the customer's data change on every page without changing the footer.
 */
import type { ResolveContext } from '../../../engine/resolve/context.ts';
import { sameValue } from '../../data/same-value.ts';
import { useSameValue } from '../../data/useSameValue.ts';

function sameFooterInput(a: ResolveContext, b: ResolveContext): boolean {
  return a.config === b.config && sameValue(a.facts, b.facts);
}

export function useFooterContext(context: ResolveContext): ResolveContext {
  return useSameValue(context, sameFooterInput);
}

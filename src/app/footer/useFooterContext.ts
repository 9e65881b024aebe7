/**
 * The context the footer is resolved in, kept as it was while nothing the footer reads changed:
 * the engine makes a new context on every resolve, and a new prop reaching the footer's boundary
 * before its code is there would make React drop the prerendered footer (a visible jump).
 */
import type { ResolveContext } from '../../engine/resolve/context.ts';
import { sameValue } from '../data/same-value.ts';
import { useSameValue } from '../data/useSameValue.ts';

function sameFooterInput(a: ResolveContext, b: ResolveContext): boolean {
  return a.config === b.config && a.customer === b.customer && sameValue(a.facts, b.facts) && sameValue(a.data, b.data);
}

export function useFooterContext(context: ResolveContext): ResolveContext {
  return useSameValue(context, sameFooterInput);
}

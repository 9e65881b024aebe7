/**
 * The value of the last render when the new one is the same, else the new one: a new view model
 * that changed nothing for a part keeps that part's props as they were, so a memoised part (a
 * prerendered boundary still waiting for its code) is not updated. "The same" is structural
 * (same-value.ts) unless `same` says what matters for a value whose equality is narrower.
 */
import { useRef } from 'react';
import { sameValue } from './same-value.ts';

export function useSameValue<T>(value: T, same: (kept: T, next: T) => boolean = sameValue): T {
  const kept = useRef(value);
  // Only ever replaced by a value that differs: a render React throws away leaves an equal value.
  if (kept.current !== value && !same(kept.current, value)) kept.current = value;
  return kept.current;
}

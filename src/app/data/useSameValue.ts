/**
 * The value of the last render when the new one is structurally the same (same-value.ts), else
 * the new one: a new view model that changed nothing for a part keeps that part's props as they
 * were, so a memoised part (a prerendered boundary still waiting for its code) is not updated.
 */
import { useRef } from 'react';
import { sameValue } from './same-value.ts';

export function useSameValue<T>(value: T): T {
  const kept = useRef(value);
  // Only ever replaced by a value that differs: a render React throws away leaves an equal value.
  if (kept.current !== value && !sameValue(kept.current, value)) kept.current = value;
  return kept.current;
}

/**
 * What of the locale's config only a customer's view reads (src/engine/config/customer-part.ts),
 * loaded next to the customer's data. Without a loader (tests, Storybook: their config is whole)
 * there is nothing to load. A failed load is an error the page offers to retry.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CustomerConfigPart } from '../../engine/config/customer-part.ts';

export type CustomerPartLoader = () => Promise<CustomerConfigPart>;

export type CustomerPartState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; part: CustomerConfigPart | undefined };

const NONE: CustomerPartState = { status: 'ready', part: undefined };

export function useCustomerPart(load: CustomerPartLoader | undefined): { state: CustomerPartState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CustomerPartState>(load ? { status: 'loading' } : NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry counter: a new attempt loads again.
  useEffect(() => {
    if (!load) return setState(NONE);
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    load().then(
      (part) => current && setState({ status: 'ready', part }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

/**
 * The customer-only engine strings of the page's locale (src/engine/config/customer-strings.ts),
 * loaded next to the customer's data. Without a loader (tests, Storybook: their config carries
 * every string) there is nothing to load. A failed load is an error the page offers to retry.
 */
import { useCallback, useEffect, useState } from 'react';

export type CustomerStrings = Readonly<Record<string, string>>;
export type CustomerStringsLoader = () => Promise<CustomerStrings>;

export type CustomerStringsState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; strings: CustomerStrings | undefined };

const NONE: CustomerStringsState = { status: 'ready', strings: undefined };

export function useCustomerStrings(load: CustomerStringsLoader | undefined): { state: CustomerStringsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CustomerStringsState>(load ? { status: 'loading' } : NONE);
  useEffect(() => {
    if (!load) return setState(NONE);
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    load().then(
      (strings) => current && setState({ status: 'ready', strings }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

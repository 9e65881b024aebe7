// @vitest-environment jsdom
/**
 * The customer's data reaches the page through the page's customer store: the customer chunk
 * writes, the page (useCustomerState) shows what was written for the customer logged in now.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type CustomerState, useCustomerState } from '../../../src/app/boot/portal/useCustomerState.ts';
import type { StoredSession } from '../../../src/app/boot/portal/useStoredSession.ts';
import type { CustomerReportStore } from '../../../src/app/customer/customer-report.ts';
import type { CustomerParts } from '../../../src/app/data/assemble.ts';
import type { CustomerPartsState } from '../../../src/app/data/useCustomerParts.ts';

const ANNA = { customerNumber: 'C-1', userId: null };
const READY: CustomerPartsState = { status: 'ready', parts: { identity: ANNA } as unknown as CustomerParts };

function session(identity: typeof ANNA | null, pending = false): StoredSession {
  return { identity, stableIdentity: identity, identityKey: identity ? `${identity.customerNumber}|` : '', pending };
}

type Report = Parameters<CustomerReportStore['set']>[0];

/** What the customer chunk does: writes the state into the store when it has drawn (an effect; `report` is stable, as CustomerData's state is). */
function Writer({ store, report }: { store: CustomerReportStore; report: (store: CustomerReportStore) => Report }) {
  useEffect(() => store.set(report(store)), [store, report]);
  return null;
}

function Page({ who, write, seen }: { who: StoredSession; write?: (store: CustomerReportStore) => Report; seen: (state: CustomerState) => void }) {
  const state = useCustomerState(who, () => undefined);
  seen(state);
  return (
    <>
      <p>{state.parts.status}</p>
      {write && <Writer store={state.store} report={write} />}
    </>
  );
}

describe('useCustomerState', () => {
  afterEach(cleanup);

  it('shows what the customer chunk writes, also when it writes in the same commit the page first draws (before the page’s own effects)', async () => {
    const write = () => ({ identity: ANNA, parts: READY, retry: () => undefined, kit: null });
    render(<Page who={session(ANNA)} write={write} seen={() => undefined} />);
    expect(await screen.findByText('ready')).toBeTruthy();
  });

  it('keeps the same store for the page’s life', () => {
    const stores = new Set<CustomerReportStore>();
    const { rerender } = render(<Page who={session(ANNA)} seen={(state) => stores.add(state.store)} />);
    rerender(<Page who={session(null)} seen={(state) => stores.add(state.store)} />);
    rerender(<Page who={session(ANNA)} seen={(state) => stores.add(state.store)} />);
    expect(stores.size).toBe(1);
  });

  it('shows another session’s data to nobody: the skeleton until this customer’s is written', async () => {
    let store: CustomerReportStore | undefined;
    const bert = { customerNumber: 'C-2', userId: null };
    render(<Page who={session(bert)} seen={(state) => void (store = state.store)} />);
    await act(async () => store?.set({ identity: ANNA, parts: READY, retry: () => undefined, kit: null }));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => store?.set({ identity: bert, parts: READY, retry: () => undefined, kit: null }));
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('is anonymous without a session and not yet known while the token is read, whatever the store holds', async () => {
    let store: CustomerReportStore | undefined;
    const { rerender } = render(<Page who={session(null)} seen={(state) => void (store = state.store)} />);
    await act(async () => store?.set({ identity: ANNA, parts: READY, retry: () => undefined, kit: null }));
    expect(screen.getByText('anonymous')).toBeTruthy();
    rerender(<Page who={session(null, true)} seen={() => undefined} />);
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('says the customer chunk failed as this customer’s error', async () => {
    let state: CustomerState | undefined;
    render(<Page who={session(ANNA)} seen={(seen) => void (state = seen)} />);
    await act(async () => state?.onChunkFailed(new Error('chunk gone')));
    expect(screen.getByText('error')).toBeTruthy();
  });
});

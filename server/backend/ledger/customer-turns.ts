/**
 * One transaction of a customer at a time within this stack, waited for before a database
 * connection is taken: twenty requests of one customer at once then hold one connection of the
 * pool, not twenty that sit idle behind the customer's row lock while other customers wait for a
 * connection. The row lock (bank.ts) still orders the turns of several stacks on one server.
 */
export type InTurn = <T>(customerKey: string, work: () => Promise<T>) => Promise<T>;

export function customerTurns(): InTurn {
  /** Per customer, the end of the last turn handed out; removed when the queue empties. */
  const lastTurn = new Map<string, Promise<void>>();
  return async (customerKey, work) => {
    const before = lastTurn.get(customerKey) ?? Promise.resolve();
    let finish!: () => void;
    const mine = new Promise<void>((resolve) => (finish = resolve));
    lastTurn.set(customerKey, mine);
    await before;
    try {
      return await work();
    } finally {
      finish();
      if (lastTurn.get(customerKey) === mine) lastTurn.delete(customerKey);
    }
  };
}

/** The answer service's queue (tools/portal/answer-service/in-turn.ts): one task at a time, in order, a failure stopping nothing. */
import { describe, expect, it } from 'vitest';
import { InTurn } from '../../../tools/portal/answer-service/in-turn.ts';

describe('tasks in turn', () => {
  it('runs each task after the ones before it, one at a time, and goes on after one that fails', async () => {
    const inTurn = new InTurn();
    const events: string[] = [];
    const failures: string[] = [];
    const slow = (name: string, ms: number) => async () => {
      events.push(`${name} starts`);
      await new Promise((r) => setTimeout(r, ms));
      events.push(`${name} ends`);
    };
    inTurn.run(slow('a', 30));
    inTurn.run(
      () => {
        throw new Error('b cannot');
      },
      (error) => failures.push(error.message),
    );
    inTurn.run(slow('c', 1));
    await inTurn.idle();
    expect(events).toEqual(['a starts', 'a ends', 'c starts', 'c ends']);
    expect(failures).toEqual(['b cannot']);
  });
});

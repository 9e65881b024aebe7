/**
 * Tasks run one at a time, in the order they were given: the answer service runs each command in
 * its own process, which has one working folder and one stdout. A task that fails does not stop
 * the ones after it.
 */
export class InTurn {
  private last: Promise<void> = Promise.resolve();

  /** Runs `task` after every task given before it; its failure goes to `failed`. */
  run(task: () => Promise<void> | void, failed: (error: Error) => void = () => undefined): void {
    this.last = this.last.then(task).catch((error: unknown) => failed(error as Error));
  }

  /** Settles when every task given so far has run. */
  idle(): Promise<void> {
    return this.last;
  }
}

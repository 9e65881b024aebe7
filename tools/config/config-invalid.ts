import type { Problem } from './problems.ts';

/** A config that does not validate, thrown with every finding: its own module, so the command's entry knows it without loading the validator. */
export class ConfigInvalidError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[],
  ) {
    super(message);
  }
}

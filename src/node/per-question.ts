/**
 * Caches that hold for one command. A command run once never sees a file change under it, so a
 * module may keep what it read (the flag definitions, the fact vocabulary, the product-offer
 * catalogue) for the rest of the process. The answer service (tools/portal/answer-service/) runs
 * command after command in one process: it forgets these before each, so each reads the files as
 * they are then, as a command run alone does.
 */
const forgetters = new Set<() => void>();

/** Registers how to forget a module's per-command cache. */
export function forgetBeforeEachQuestion(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets every registered cache: the next command reads its files again. */
export function forgetPerQuestionCaches(): void {
  for (const forget of forgetters) forget();
}

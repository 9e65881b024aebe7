/** A command given wrongly (exit 2): its own module, so the command's entry knows it without loading any command. */
export class UsageError extends Error {}

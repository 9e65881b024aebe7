/**
 * `--flags -paymentMethods` as `--flags=-paymentMethods`: node's parseArgs takes a value that
 * starts with a dash for an option of its own, and a flag turned off starts with one.
 */
export function joinFlagsValues(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--flags' && i + 1 < args.length && /^-[^-]/.test(args[i + 1]!)) out.push(`--flags=${args[++i]}`);
    else out.push(args[i]!);
  }
  return out;
}

/**
 * The `portal` command (DESIGN.md): validate config, resolve a persona's view model, explain
 * why an item shows. Machine output on stdout, messages on stderr; exit 0 ok, 1 findings, 2 usage.
 * The commands and their usage are in command-line.ts.
 */
import { runCommandLine } from './command-line.ts';

process.exitCode = await runCommandLine(process.argv.slice(2));

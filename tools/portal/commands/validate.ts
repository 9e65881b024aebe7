/** `portal validate [paths…]`: every config file checked; findings as file:line:col (DESIGN.md). */
import { parseArgs } from 'node:util';
import { resolve as resolvePath } from 'node:path';
import { validateConfig } from '../../config/validate.ts';
import { formatReport, parseFormat } from '../formats/index.ts';
import { casesPerFile } from './cases.ts';
import { counted } from '../counted.ts';

export function runValidate(args: string[], repoRoot: string): number {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: 'string' }, config: { type: 'string' } } });
  const format = parseFormat(values.format);
  const result = validateConfig({
    repoRoot,
    ...(values.config ? { configDir: resolvePath(values.config) } : {}),
    overlay: positionals.map((p) => resolvePath(p)),
  });
  const checked = positionals.length ? result.files.filter((f) => positionals.some((p) => resolvePath(repoRoot, f).startsWith(resolvePath(p)))) : result.files;
  process.stdout.write(
    formatReport({ command: 'validate', findings: result.problems, cases: casesPerFile(checked, result.problems, 'config'), data: result.problems }, format),
  );
  const count = result.problems.length;
  process.stderr.write(count === 0 ? `config is valid (${counted(result.files.length, 'file')})\n` : `${counted(count, 'problem')} found\n`);
  return count === 0 ? 0 : 1;
}

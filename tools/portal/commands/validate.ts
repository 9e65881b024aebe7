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
  // Warnings (a schedule in the past) are reported in every format and leave the exit code 0.
  const findings = [...result.problems, ...result.warnings];
  process.stdout.write(formatReport({ command: 'validate', findings, cases: casesPerFile(checked, findings, 'config'), data: findings }, format));
  const count = result.problems.length;
  const warned = result.warnings.length ? `, ${counted(result.warnings.length, 'warning')}` : '';
  process.stderr.write(count === 0 ? `config is valid (${counted(result.files.length, 'file')})${warned}\n` : `${counted(count, 'problem')} found${warned}\n`);
  return count === 0 ? 0 : 1;
}

/**
 * Finds code that compiles strings into code in shipped JavaScript: `eval(…)` in its direct,
 * indirect (`(0, eval)(…)`, `window.eval(…)`) and bracket (`globalThis["eval"](…)`) forms,
 * and `new Function(…)` / `Function(…)`. Matches call forms only, so identifiers that merely
 * contain the words (evaluate, isFunction, Function.prototype) do not count.
 *
 * A strict CSP (no 'unsafe-eval') makes each of these throw at run time; this finds them at
 * build time instead, with the file and a bit of context.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Each form, with the lookbehind that keeps longer identifiers (evaluate, isFunction) out. */
export const EVAL_PATTERNS: readonly { form: string; pattern: RegExp }[] = [
  { form: 'eval(…)', pattern: /(?<![\w$])eval\s*\(/g },
  { form: '(…, eval)(…)', pattern: /(?<![\w$])eval\s*\)\s*\(/g },
  { form: '["eval"](…)', pattern: /\[\s*(["'`])eval\1\s*\]\s*\(/g },
  { form: 'new Function(…)', pattern: /\bnew\s+Function\s*\(/g },
  { form: 'Function(…)', pattern: /(?<![\w$.])(?<!\bnew\s+)Function\s*\(/g },
  { form: '["Function"](…)', pattern: /\[\s*(["'`])Function\1\s*\]\s*\(/g },
];

export interface EvalFinding {
  file: string;
  form: string;
  context: string;
}

/** Every string-to-code call in `source` (one finding per match). */
export function evalCallsIn(source: string, file = '<source>'): EvalFinding[] {
  const findings: EvalFinding[] = [];
  for (const { form, pattern } of EVAL_PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const at = match.index ?? 0;
      findings.push({ file, form, context: source.slice(Math.max(0, at - 40), at + 40) });
    }
  }
  return findings;
}

/** The JavaScript a build ships: every .js/.mjs file, and the inline scripts of every HTML page. */
export function shippedScripts(distDir: string): { file: string; source: string }[] {
  const out: { file: string; source: string }[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.m?js$/.test(name)) out.push({ file: relative(distDir, path), source: readFileSync(path, 'utf8') });
      else if (name.endsWith('.html')) {
        const html = readFileSync(path, 'utf8');
        for (const [i, match] of [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].entries()) {
          if (match[1]!.trim() !== '') out.push({ file: `${relative(distDir, path)} (inline script ${i + 1})`, source: match[1]! });
        }
      }
    }
  };
  visit(distDir);
  return out;
}

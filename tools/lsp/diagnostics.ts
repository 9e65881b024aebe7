/**
 * `portal validate`'s findings as an editor's diagnostics: each at its file:line:col, spanning
 * the word there (a finding names a position, an editor underlines a range).
 */
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Problem } from '../config/problems.ts';

const SEVERITY = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, note: DiagnosticSeverity.Information } as const;

function diagnostic(problem: Problem, document: TextDocument): Diagnostic {
  const line = Math.max(0, problem.line - 1);
  const text = document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$/, '');
  const start = Math.min(Math.max(0, problem.col - 1), text.length);
  // The token at the position; a finding at the line's start (or on an empty line) marks the line.
  const token = /^[^\s,:{}[\]]+/.exec(text.slice(start))?.[0].length ?? 0;
  const end = token > 0 ? start + token : Math.max(text.length, start + 1);
  return {
    range: { start: { line, character: token > 0 ? start : 0 }, end: { line, character: end } },
    severity: SEVERITY[problem.severity ?? 'error'],
    code: problem.code,
    source: 'portal validate',
    message: problem.message,
  };
}

/** The diagnostics of each open document: the findings in its file (relative to the repository, as findings name it). */
export function diagnosticsByDocument(findings: readonly Problem[], documents: readonly { document: TextDocument; file: string }[]): Map<string, Diagnostic[]> {
  const out = new Map<string, Diagnostic[]>();
  for (const { document, file } of documents) {
    out.set(
      document.uri,
      findings.filter((p) => p.file === file).map((p) => diagnostic(p, document)),
    );
  }
  return out;
}

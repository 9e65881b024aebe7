/** One finding of `portal validate`: printed as `file:line:col: error CODE: message`. */
export interface Problem {
  file: string;
  line: number;
  col: number;
  code: string;
  message: string;
  /** Default error. A warning informs and does not fail `validate` (a schedule in the past or misread). */
  severity?: 'error' | 'warning' | 'note';
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col}: ${p.severity ?? 'error'} ${p.code}: ${p.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.code.localeCompare(b.code));
}

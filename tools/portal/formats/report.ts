/**
 * What `validate`, `test` and `coverage` hand to a formatter: findings located at
 * file:line:col (with an optional multi-line detail such as an explain trace), the test cases
 * a JUnit report lists, and the command's own data for --format json.
 */
import type { Problem } from '../../config/problems.ts';

export type Severity = 'error' | 'warning' | 'note';

export interface Finding extends Problem {
  /** Default error. Only errors fail a command; warnings and notes inform. */
  severity?: Severity;
  /** More lines below the message: the explain trace of a failed test, for example. */
  detail?: string;
}

/** One JUnit test case: a config file, a rule test, or a coverage subject. */
export interface ReportCase {
  name: string;
  /** Groups cases (the file a test is in, or the kind of coverage subject). */
  group: string;
  file: string;
  line?: number;
  failures: Finding[];
}

export interface Report {
  command: 'validate' | 'test' | 'coverage';
  findings: Finding[];
  cases: ReportCase[];
  /** What --format json prints. */
  data: unknown;
  /** Text printed after the findings in text format (a coverage summary, for example). */
  textBody?: string;
}

export const FORMATS = ['text', 'json', 'github', 'junit', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

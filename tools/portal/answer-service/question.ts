/**
 * One question to the answer service: a command line with the folder and environment it was
 * typed in. Whether the service may answer it, and its answer: what the command run alone there
 * would print, and its exit code.
 */
import { statSync } from 'node:fs';
import { forgetPerQuestionCaches } from '../../../src/node/per-question.ts';
import { captureOutput } from './capture-output.ts';

/**
 * The commands it answers: questions that read config and personas and write nothing but the
 * kept caches. Not coverage (seconds of work, which would hold every question behind it), nor
 * the commands that run git, write files, read stdin or start processes.
 */
const ANSWERED = new Set(['resolve', 'explain', 'who', 'validate', 'test', 'schedule']);
/** Environment variables that can change an answer: the asker's must be the service's. */
const SAME_ENVIRONMENT = /^(TZ|LANG|LANGUAGE|LC_[A-Z_]+|NODE_ICU_DATA|NODE_OPTIONS)$/;

export interface Question {
  build: string;
  argv: string[];
  cwd: string;
  environment: Record<string, string>;
}

export type RunCommandLine = (argv: string[]) => Promise<number>;

export function isQuestion(value: unknown): value is Question {
  const question = value as Partial<Question> | null;
  return (
    typeof question === 'object' &&
    question !== null &&
    typeof question.build === 'string' &&
    Array.isArray(question.argv) &&
    question.argv.every((arg) => typeof arg === 'string') &&
    typeof question.cwd === 'string' &&
    typeof question.environment === 'object' &&
    question.environment !== null
  );
}

/** Why this service must not answer the question, or undefined when it may. */
export function refusal(question: Question, build: string): string | undefined {
  if (question.build !== build) return 'another build of the command';
  if (!ANSWERED.has(question.argv[0] ?? '')) return `${question.argv[0] ?? 'no command'} is answered alone`;
  if (!statSync(question.cwd, { throwIfNoEntry: false })?.isDirectory()) return 'its folder is gone';
  const names = new Set([...Object.keys(process.env), ...Object.keys(question.environment)].filter((name) => SAME_ENVIRONMENT.test(name)));
  for (const name of names) if ((question.environment[name] ?? '') !== (process.env[name] ?? '')) return `${name} differs`;
  return undefined;
}

/** The command's output and exit code, run here in the asker's folder. */
export async function answer(question: Question, runCommandLine: RunCommandLine) {
  const home = process.cwd();
  process.chdir(question.cwd);
  try {
    forgetPerQuestionCaches();
    const { value: code, stdout, stderr } = await captureOutput(() => runCommandLine(question.argv));
    return { code, stdout: stdout.toString('base64'), stderr: stderr.toString('base64') };
  } finally {
    process.chdir(home);
  }
}

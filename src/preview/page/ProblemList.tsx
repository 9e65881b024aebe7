/**
 * The findings in config/ and personas/ now, as `portal validate` prints them. While there
 * are any, the preview keeps showing the last config that validated, and says so.
 */
import type { PreviewProblem } from '../protocol.ts';

export interface ProblemListProps {
  problems: readonly PreviewProblem[];
  hasConfig: boolean;
  configCompiledAt: string | null;
}

export function ProblemList({ problems, hasConfig, configCompiledAt }: ProblemListProps) {
  if (problems.length === 0) return null;
  const since = configCompiledAt ? new Date(configCompiledAt).toLocaleTimeString() : '';
  return (
    <section className="pv-problems" role="alert" aria-labelledby="pv-problems-title">
      <h2 id="pv-problems-title">
        {problems.length === 1 ? 'A file has a mistake' : `${problems.length} findings`}
        {hasConfig ? `: the preview shows the last good config (${since})` : ': nothing to show until it is fixed'}
      </h2>
      <ul>
        {problems.map((p, index) => (
          <li key={index}>
            <code>{`${p.file}:${p.line}:${p.col}`}</code>: error {p.code}: {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

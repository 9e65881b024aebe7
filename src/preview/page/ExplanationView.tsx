/**
 * An explanation as `portal explain` prints it, as lists: each step with whether it passes and
 * its file:line:col, and under it the rule's trace (every part of the rule, the value it gave,
 * named rules with their own place).
 */
import type { Explanation, RuleTrace } from '../protocol.ts';

interface Placed {
  file: string;
  line: number;
  col: number;
}

export function Place({ source }: { source: Placed | null | undefined }) {
  if (!source?.line) return null;
  return <code className="pv-place">{`${source.file}:${source.line}:${source.col}`}</code>;
}

function value(v: unknown): string {
  return JSON.stringify(v) ?? 'undefined';
}

function Trace({ trace }: { trace: RuleTrace }) {
  return (
    <li>
      <span className="pv-trace__text">{trace.text}</span> = <code>{value(trace.value)}</code> <Place source={trace.source} />
      {trace.children.length > 0 && (
        <ul className="pv-trace">
          {trace.children.map((child, index) => (
            <Trace trace={child} key={index} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function ExplanationView({ explanation, headingLevel = 3 }: { explanation: Explanation; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="pv-explanation" data-shown={explanation.shown}>
      <Heading className="pv-explanation__subject">{explanation.subject}</Heading>
      <p className="pv-explanation__outcome">
        <strong>{explanation.shown ? 'Shown' : 'Not shown'}</strong>: {explanation.outcome}
      </p>
      {explanation.steps.length > 0 && (
        <ol className="pv-steps">
          {explanation.steps.map((step, index) => (
            <li key={index} data-passes={step.passes}>
              <span className="pv-steps__mark" aria-hidden="true">
                {step.passes ? '✓' : '✗'}
              </span>
              <span className="pv-visually-hidden">{step.passes ? 'passes: ' : 'fails: '}</span>
              {step.says} <Place source={step.source} />
              {step.trace && (
                <ul className="pv-trace">
                  <Trace trace={step.trace} />
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * What `who` question a cursor position in a config file asks: the menu item, footer link, page,
 * page block, offer list or named rule it is in, or the named rule a `rule:` names there.
 */
import type { WhoQuestion } from '../portal/who/ask.ts';
import { field, pathAt, type ParsedYaml, type PathStep } from './yaml-path.ts';
import { kindOf } from '../config/registry.ts';

export type Subject = Pick<WhoQuestion, 'kind' | 'id'> & { label?: string };

/** The innermost list element along the path that has an `id`, optionally only in lists under the key `under`. */
function innermostWithId(steps: readonly PathStep[], under?: string): string | undefined {
  for (let i = steps.length - 1; i >= 1; i--) {
    const step = steps[i]!;
    if (typeof step.step !== 'number') continue;
    if (under !== undefined && steps[i - 1]!.step !== under) continue;
    const id = field(step.node, 'id');
    if (id) return id;
  }
  return undefined;
}

/** A `rule: name` (or `when: name`) at the cursor: the scalar under it is a named rule's name. */
function namedRuleAt(steps: readonly PathStep[], ruleNames: ReadonlySet<string>): string | undefined {
  const last = steps[steps.length - 1];
  const value = last?.node && 'value' in last.node ? (last.node as { value: unknown }).value : undefined;
  return typeof value === 'string' && ruleNames.has(value) ? value : undefined;
}

export function subjectAt(rel: string, parsed: ParsedYaml, offset: number, ruleNames: ReadonlySet<string>): Subject | null {
  const steps = pathAt(parsed, offset);
  const ruleUsed = namedRuleAt(steps, ruleNames);
  if (ruleUsed) return { kind: 'rule', id: ruleUsed };
  const top = steps[0]?.step;
  const kind = kindOf(rel);
  if (kind === 'namedRules' && top === 'rules' && typeof steps[1]?.step === 'string') return { kind: 'rule', id: steps[1].step };
  if (kind === 'menu') {
    const id = innermostWithId(steps);
    return id ? { kind: 'item', id } : null;
  }
  if (kind === 'footer') {
    const id = innermostWithId(steps, 'links');
    return id ? { kind: 'item', id } : null;
  }
  if (kind === 'pages' && top === 'pages' && typeof steps[1]?.step === 'number') {
    const block = innermostWithId(steps.slice(2));
    if (block) return { kind: 'block', id: block };
    const page = field(steps[1].node, 'id');
    return page ? { kind: 'page', id: page } : null;
  }
  if (kind === 'offerSelection' && top === 'pages' && typeof steps[1]?.step === 'number') {
    const page = field(steps[1].node, 'page');
    return page ? { kind: 'page', id: page, label: `offer list "${page}": who sees its page` } : null;
  }
  return null;
}

/**
 * Fact assignments that make a rule true or false, for the audience `diff` and `who` derive
 * from the rules (rule-atoms.ts gives each fact's values worth trying). A small set, not the
 * cross product: the combinations of the rule's facts' values are evaluated (at most
 * MAX_COMBINATIONS of them; beyond that each fact is varied alone from one starting point), and
 * of those with a wanted outcome the first few are kept, each reduced to the facts it needs: a
 * fact is dropped when no value of it changes the outcome. So `paymentMethods && distributorId
 * != PARTNER_B` gives `flags.paymentMethods=false` (false), `flags.paymentMethods=true,
 * customer.distributorId=null` (true) and `flags.paymentMethods=true,
 * customer.distributorId=PARTNER_B` (false): the facts that matter, and nothing else of the
 * persona it is applied to.
 */
import { truthy, valueOf } from '../../src/engine/rules/evaluate.ts';
import { assignable } from './rule-atoms.ts';

/** Fact path -> value. */
export type Assignment = Readonly<Record<string, unknown>>;

/** Combinations evaluated per rule; 2^9 covers a rule of nine true/false facts. */
export const MAX_COMBINATIONS = 512;
/** Assignments kept per wanted outcome of one rule. */
export const MAX_PER_OUTCOME = 3;

/** The nested facts object an assignment stands for (only its facts; every other reads null). */
function factsOf(assignment: Assignment): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(assignment)) {
    const steps = path.split('.');
    let holder = facts;
    for (const step of steps.slice(0, -1)) holder = (holder[step] ??= {}) as Record<string, unknown>;
    holder[steps[steps.length - 1]!] = value;
  }
  return facts;
}

/** A rule's outcome for an assignment; an absent rule (null) is false: what it decides is not there. */
export function outcome(logic: unknown, assignment: Assignment): boolean {
  if (logic === null || logic === undefined) return false;
  return truthy(valueOf(logic, factsOf(assignment)));
}

function* cross(
  paths: readonly string[],
  atoms: ReadonlyMap<string, readonly unknown[]>,
  start: Record<string, unknown> = {},
): Generator<Record<string, unknown>> {
  if (paths.length === 0) {
    yield { ...start };
    return;
  }
  const [first, ...rest] = paths;
  for (const value of atoms.get(first!)!) yield* cross(rest, atoms, { ...start, [first!]: value });
}

/** Every combination, or when there are too many, each fact varied alone from the first values. */
export function combinations(atoms: ReadonlyMap<string, readonly unknown[]>): Record<string, unknown>[] {
  const paths = [...atoms.keys()];
  const size = paths.reduce((n, p) => n * atoms.get(p)!.length, 1);
  if (size <= MAX_COMBINATIONS) return [...cross(paths, atoms)];
  const start = Object.fromEntries(paths.map((p) => [p, atoms.get(p)![0]]));
  const out: Record<string, unknown>[] = [start];
  for (const path of paths) for (const value of atoms.get(path)!.slice(1)) out.push({ ...start, [path]: value });
  return out;
}

/**
 * The assignment with every fact dropped that the outcome does not depend on: for a fact to
 * go, every value of it (and of those already gone) must keep `same` true.
 */
export function reduce(assignment: Assignment, atoms: ReadonlyMap<string, readonly unknown[]>, same: (a: Assignment) => boolean): Assignment {
  const kept: Record<string, unknown> = { ...assignment };
  const free: string[] = [];
  for (const path of Object.keys(assignment)) {
    const trying = [...free, path];
    const { [path]: _dropped, ...rest } = kept;
    const fixed = Object.fromEntries(Object.entries(rest).filter(([p]) => !free.includes(p)));
    const freeAtoms = new Map(trying.map((p) => [p, atoms.get(p)!] as const));
    let all = true;
    for (const variant of cross(trying, freeAtoms, fixed)) {
      if (!same(variant)) {
        all = false;
        break;
      }
    }
    if (all) {
      free.push(path);
      delete kept[path];
    }
  }
  return kept;
}

export function assignmentKey(assignment: Assignment): string {
  return JSON.stringify(
    Object.keys(assignment)
      .sort()
      .map((p) => [p, assignment[p]]),
  );
}

/**
 * Up to MAX_PER_OUTCOME reduced assignments for each wanted outcome. An outcome is what
 * `outcomeOf` says of a combination (true/false for one rule; "true,false" for a rule's base and
 * working-tree versions); the fewest facts first.
 */
export function assignmentsFor(
  atoms: ReadonlyMap<string, readonly unknown[]>,
  outcomeOf: (a: Assignment) => string,
  wanted: readonly string[],
): Map<string, Assignment[]> {
  const found = new Map<string, Map<string, Assignment>>(wanted.map((w) => [w, new Map()]));
  for (const combination of combinations(atoms)) {
    const result = outcomeOf(combination);
    const kept = found.get(result);
    if (!kept || kept.size >= MAX_PER_OUTCOME * 2) continue;
    // The facts the view decides (its page, its time) are the view's to give, not the assignment's.
    const reduced = Object.fromEntries(
      Object.entries(reduce(combination, atoms, (variant) => outcomeOf(variant) === result)).filter(([path]) => assignable(path)),
    );
    if (Object.keys(reduced).length > 0) kept.set(assignmentKey(reduced), reduced);
  }
  return new Map(
    [...found].map(([w, kept]) => [w, [...kept.values()].sort((a, b) => Object.keys(a).length - Object.keys(b).length).slice(0, MAX_PER_OUTCOME)]),
  );
}

/** Assignments that make one rule true and false (`who`). */
export function trueAndFalse(logic: unknown, atoms: ReadonlyMap<string, readonly unknown[]>): { true: Assignment[]; false: Assignment[] } {
  if (atoms.size === 0) return { true: [], false: [] };
  const found = assignmentsFor(atoms, (a) => String(outcome(logic, a)), ['true', 'false']);
  return { true: found.get('true')!, false: found.get('false')! };
}

/**
 * Assignments under which a rule's base and working-tree versions disagree (`diff`), and, when
 * what the rule decides changed otherwise (an item's title), one under which both hold.
 */
export function disagreements(base: unknown, head: unknown, atoms: ReadonlyMap<string, readonly unknown[]>, bothTrue: boolean): Assignment[] {
  if (atoms.size === 0) return [];
  const wanted = ['true,false', 'false,true', ...(bothTrue ? ['true,true'] : [])];
  const found = assignmentsFor(atoms, (a) => `${outcome(base, a)},${outcome(head, a)}`, wanted);
  return [...found.get('true,false')!, ...found.get('false,true')!, ...(bothTrue ? found.get('true,true')!.slice(0, 1) : [])];
}

/**
 * The assignment as one persona needs it: a fact the persona already has a value of that gives
 * the same outcome is left to the persona (so `active-de` is named `given flags.paymentMethods=true`
 * alone when its own distributor already does). Empty when the persona needs nothing: its own
 * view already is this combination.
 */
export function fitted(assignment: Assignment, outcomeWith: (given: Assignment) => string): Assignment {
  const target = outcomeWith(assignment);
  let kept: Record<string, unknown> = { ...assignment };
  for (const path of Object.keys(assignment)) {
    const { [path]: _left, ...rest } = kept;
    if (outcomeWith(rest) === target) kept = rest;
  }
  return kept;
}

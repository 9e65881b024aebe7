/**
 * Import cycles as strongly connected components of the import graph (Tarjan's algorithm).
 * A component of two or more files, or a file importing itself, is a cycle.
 */
import type { ImportEdge, ImportKind } from './import-graph.ts';

export interface ImportCycle {
  /** The files of one strongly connected component, sorted. */
  readonly files: readonly string[];
  /** The edges inside the component, so a message can say which imports to cut. */
  readonly edges: readonly ImportEdge[];
}

/** Cycles among the edges whose kind is in `kinds` (by default those that exist at run time). */
export function importCycles(edges: readonly ImportEdge[], kinds: readonly ImportKind[] = ['static', 'dynamic']): ImportCycle[] {
  const kept = edges.filter((edge) => kinds.includes(edge.kind));
  const next = new Map<string, Set<string>>();
  for (const { from, to } of kept) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  // Iterative, so that a long chain of imports cannot overflow the call stack.
  for (const root of [...next.keys()].sort()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; targets: Iterator<string> }> = [];
    const enter = (node: string): void => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: next.get(node)!.values() });
    };
    enter(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const step = frame.targets.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }

  return components
    .filter((component) => component.length > 1 || next.get(component[0]!)!.has(component[0]!))
    .map((component) => {
      const members = new Set(component);
      return {
        files: [...component].sort(),
        edges: kept.filter((edge) => members.has(edge.from) && members.has(edge.to)),
      };
    })
    .sort((a, b) => a.files[0]!.localeCompare(b.files[0]!));
}

/** Imports from files under one folder into files under another, e.g. server/ → tools/. */
export function crossings(edges: readonly ImportEdge[], fromFolder: string, toFolder: string): ImportEdge[] {
  const under = (path: string, folder: string): boolean => path.startsWith(folder.endsWith('/') ? folder : `${folder}/`);
  return edges.filter((edge) => under(edge.from, fromFolder) && under(edge.to, toFolder));
}

/** One line per cycle: its files, then the imports inside it. */
export function describeCycle(cycle: ImportCycle): string {
  const imports = cycle.edges.map((edge) => `    ${edge.from} → ${edge.to} (${edge.kind})`);
  return [`  ${cycle.files.length} files: ${cycle.files.join(', ')}`, ...imports].join('\n');
}

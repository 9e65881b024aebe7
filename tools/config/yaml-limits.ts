/**
 * Bounds on what a YAML file may make of itself, checked before anything walks it: how deep
 * it nests and how much its aliases (*name) expand to. Each is linear in the file, and each
 * answers with the place to look, where yaml would otherwise overflow the stack ("unexpected
 * error", no file) or expand one anchor a thousand times (minutes, gigabytes).
 */
import type { CST, Document, Node } from 'yaml';
import { yaml } from '../../src/node/yaml-packages.ts';

/** Deeper than any config needs (rules nest about ten levels); far below the stack's limit. */
export const MAX_NESTING = 100;

/** What the aliases of one file may add together, in values plus string characters: half the largest file, many times what config uses. */
export const MAX_ALIAS_EXPANSION = 1_000_000;

export interface LimitProblem {
  offset: number;
  message: string;
}

/** The first list or map nested deeper than MAX_NESTING, from yaml's tokens (an iterative walk). */
export function nestingProblem(tokens: readonly CST.Token[]): LimitProblem | null {
  const stack: { token: CST.Token | null | undefined; depth: number }[] = tokens.map((token) => ({ token, depth: 0 })).reverse();
  while (stack.length > 0) {
    const { token, depth } = stack.pop()!;
    if (!token) continue;
    if (token.type === 'document') {
      stack.push({ token: token.value, depth });
      continue;
    }
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') continue;
    if (depth + 1 > MAX_NESTING) {
      return {
        offset: token.offset,
        message: `lists and maps are nested more than ${MAX_NESTING} levels deep here, which config never needs: is a bracket or an indentation running away?`,
      };
    }
    for (let i = token.items.length - 1; i >= 0; i--) {
      const item = token.items[i]!;
      stack.push({ token: item.value, depth: depth + 1 });
      if ('key' in item) stack.push({ token: item.key, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Walks the document in order, adding up what it expands to: one per value plus the length
 * of each string, an alias counting as the whole of its anchored node. An anchored node's
 * size is known once it has been walked, so the walk is linear however often it is used.
 * Answers at the alias where what aliases add passes MAX_ALIAS_EXPANSION (a bomb of nested
 * anchors, or one large anchor used a thousand times), or that sits inside the node it names.
 */
export function aliasExpansionProblem(doc: Document): LimitProblem | null {
  const anchors = new Map<string, Node>();
  const sizes = new Map<Node, number>();
  let total = 0;
  let added = 0;
  let problem: LimitProblem | null = null;
  const offsetOf = (node: Node) => node.range?.[0] ?? 0;
  const walk = (node: unknown): void => {
    if (problem || node === null || node === undefined) return;
    if (yaml().isPair(node)) {
      walk(node.key);
      walk(node.value);
      return;
    }
    if (yaml().isAlias(node)) {
      const target = anchors.get(node.source);
      if (!target) return; // an unknown alias is yaml's error, reported before this runs
      const size = sizes.get(target);
      if (size === undefined) {
        problem = { offset: offsetOf(node), message: `the alias *${node.source} sits inside the node it names, so it would expand without end` };
        return;
      }
      total += size;
      added += size;
      if (added > MAX_ALIAS_EXPANSION) {
        problem = {
          offset: offsetOf(node),
          message: `with this alias *${node.source} the aliases of this file expand to more than ${MAX_ALIAS_EXPANSION.toLocaleString('en')} values and characters (the limit): use fewer aliases or a smaller anchor`,
        };
      }
      return;
    }
    if (!yaml().isScalar(node) && !yaml().isMap(node) && !yaml().isSeq(node)) return;
    const start = total;
    if (node.anchor) anchors.set(node.anchor, node);
    total += 1;
    if (yaml().isScalar(node)) {
      if (typeof node.value === 'string') total += node.value.length;
    } else {
      for (const item of node.items) walk(item);
    }
    if (node.anchor) sizes.set(node, total - start);
  };
  walk(doc.contents);
  return problem;
}

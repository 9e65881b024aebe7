/**
 * The data of a YAML file without positions, about ten times faster than yaml's document
 * model (js-yaml: 25 MB/s here, yaml's parseDocument 2.5 MB/s). Validating reads every config
 * file on every run and most files have nothing to report, so positions are only worth their
 * cost for the files that do: yaml-source.ts reads a file with yaml only when a finding asks
 * where something is, or when this answers null.
 *
 * Null sends the file to yaml, whose answer decides (findings included) whenever:
 * - js-yaml refuses the text (syntax, repeated keys, several documents, a deep stack);
 * - the text may hold an anchor or alias: their expansion is bounded in yaml-limits.ts only;
 * - the data nests deeper than yaml-limits.ts allows;
 * - a quoted or plain scalar runs over several lines: js-yaml forgives a continuation line's
 *   indentation that yaml refuses (an unclosed quote then swallows the next key), and only
 *   yaml's reading names the place.
 * Both read YAML 1.2's core schema; tests/tools/config/yaml-fast-data.test.ts checks that they
 * agree on every config file and on the scalars where YAML 1.1 and 1.2 differ.
 */
import type { Schema } from 'js-yaml';
import { jsYaml } from '../../src/node/yaml-packages.ts';
import { MAX_NESTING } from './yaml-limits.ts';

let coreSchema: Schema | undefined;
/** Built when the first file is read, as js-yaml is loaded then. */
function coreAsYamlReadsIt(): Schema {
  return (coreSchema ??= buildCoreSchema());
}

/**
 * YAML 1.2's core schema, written as yaml reads it (yaml/dist/schema/core): js-yaml's own numbers also
 * take 1.1's forms (0b101, 1_000, -0x1F, +.5), which yaml leaves as text, and read -0 as 0.
 */
function buildCoreSchema(): Schema {
  const coreNull = new (jsYaml().Type)('tag:yaml.org,2002:null', {
    kind: 'scalar',
    resolve: (text: string) => /^(?:~|[Nn]ull|NULL)?$/.test(text),
    construct: () => null,
  });
  const coreBool = new (jsYaml().Type)('tag:yaml.org,2002:bool', {
    kind: 'scalar',
    resolve: (text: string) => /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(text),
    construct: (text: string) => text[0] === 't' || text[0] === 'T',
  });
  const coreInt = new (jsYaml().Type)('tag:yaml.org,2002:int', {
    kind: 'scalar',
    resolve: (text: string) => /^[-+]?[0-9]+$|^0o[0-7]+$|^0x[0-9a-fA-F]+$/.test(text),
    construct: (text: string) =>
      text.startsWith('0o') ? parseInt(text.slice(2), 8) : text.startsWith('0x') ? parseInt(text.slice(2), 16) : parseInt(text, 10),
  });
  const coreFloat = new (jsYaml().Type)('tag:yaml.org,2002:float', {
    kind: 'scalar',
    resolve: (text: string) =>
      /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(text) ||
      /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(text) ||
      /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(text),
    construct: (text: string) => (/nan$/i.test(text) ? NaN : /inf$/i.test(text) ? (text.startsWith('-') ? -Infinity : Infinity) : parseFloat(text)),
  });
  return jsYaml().FAILSAFE_SCHEMA.extend({ implicit: [coreNull, coreBool, coreInt, coreFloat] });
}

/** `&name` or `*name` where YAML allows one: at a line's start, after a space or a flow indicator. Quoted text may match too, which costs only speed. */
const MAYBE_ANCHOR_OR_ALIAS = /(?:^|[\s[{,])[&*][^\s,[\]{}]/m;

export function fastYamlData(text: string): { data: unknown } | null {
  if (MAYBE_ANCHOR_OR_ALIAS.test(text)) return null;
  let data: unknown;
  try {
    data = jsYaml().load(text, { schema: coreAsYamlReadsIt(), json: false, listener: refuseMultiLineFlowScalars(text) });
  } catch {
    return null;
  }
  if (nestedDeeperThan(data, MAX_NESTING)) return null;
  // An empty or comments-only file is null in yaml's reading, undefined in js-yaml's.
  return { data: data === undefined ? null : data };
}

/** A js-yaml listener that stops the reading at a scalar spanning lines unless it is a block scalar (| or >). */
function refuseMultiLineFlowScalars(text: string): (event: 'open' | 'close', state: { position: number; line: number; kind: string | null }) => void {
  const opened: { position: number; line: number }[] = [];
  return (event, state) => {
    if (event === 'open') {
      opened.push({ position: state.position, line: state.line });
      return;
    }
    const start = opened.pop();
    if (!start || state.kind !== 'scalar' || state.line === start.line) return;
    const indicator = /\S/.exec(text.slice(start.position, start.position + 200))?.[0];
    if (indicator !== '|' && indicator !== '>') throw new Error('a scalar over several lines: for yaml to read');
  };
}

/** Whether lists and maps nest more than `limit` levels (iterative: the data may be deep). */
function nestedDeeperThan(data: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value: data, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}

import type { ErrorObject } from 'ajv/dist/2020.js';
import type { YamlSource } from './yaml-source.ts';
import type { Problem } from './problems.ts';
import { closestName as closest } from '../../src/node/closest-name.ts';

function pathOf(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * anyOf failures list one error per branch; keep the branch whose type matched (its errors
 * say what is really wrong), or say which types were expected. A branch that is a $ref
 * reports under the referenced schema's path, so a branch's errors are told by where in the
 * data they are (at or below the anyOf's value), not by their schema path. Innermost first,
 * so an outer anyOf sees what its inner ones concluded.
 */
function simplify(errors: ErrorObject[]): ErrorObject[] {
  const depth = (e: ErrorObject) => e.instancePath.split('/').length;
  const anyOfs = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').sort((a, b) => depth(b) - depth(a));
  // An invalid property name is reported by propertyNames at the name; its own pattern or enum
  // error would say the same again at the object holding it.
  // "must match "then" schema" comes with the then-branch's own errors, which say what is wrong.
  let out = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if' && e.propertyName === undefined);
  for (const anyOf of anyOfs) {
    const at = anyOf.instancePath;
    const within = (e: ErrorObject) => e.instancePath === at || e.instancePath.startsWith(`${at}/`);
    const inside = out.filter(within);
    if (inside.length === 0) {
      out.push(anyOf);
      continue;
    }
    out = out.filter((e) => !within(e));
    const matched = inside.filter((e) => !(e.keyword === 'type' && e.instancePath === at));
    if (matched.length > 0) out.push(...matched);
    else
      out.push({ ...anyOf, keyword: 'anyOf', message: `has the wrong type: expected ${[...new Set(inside.map((e) => String(e.params.type)))].join(' or ')}` });
  }
  return out;
}

export function schemaProblems(source: YamlSource, errors: ErrorObject[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const simplified = simplify(errors);
  // A typo ("titel") is one mistake: when an object has an unknown property and misses
  // required ones, report the unknown property with a hint, not the missing properties too.
  // A near miss is a "did you mean"; any other pair is still most likely one mangled key (a
  // lost colon, a stray "-" that split an item), so the message names what is missing.
  const missingFor = new Map<ErrorObject, string[]>();
  const explained = new Set<string>();
  for (const error of simplified) {
    if (error.keyword !== 'additionalProperties') continue;
    const missing = simplified
      .filter(
        (e) =>
          e.keyword === 'required' && e.instancePath === error.instancePath && !explained.has(`${e.instancePath}\u0000${String(e.params.missingProperty)}`),
      )
      .map((e) => String(e.params.missingProperty));
    if (missing.length === 0) continue;
    const name = String(error.params.additionalProperty);
    const nearest = closest(name, missing, () => Infinity)!;
    missingFor.set(error, [nearest, ...missing.filter((m) => m !== nearest)]);
    for (const m of missing) explained.add(`${error.instancePath}\u0000${m}`);
  }
  for (const error of simplified) {
    if (error.keyword === 'required' && explained.has(`${error.instancePath}\u0000${String(error.params.missingProperty)}`)) continue;
    const path = pathOf(error.instancePath);
    let code = 'SCHEMA';
    let message = `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`;
    let at = source.locate(path);
    const inRule = /\/(when|hiddenWhen)(\/|$)/.test(error.instancePath);
    // lint/rules.ts checks rule objects operator by operator with better messages; the
    // schema's view of them (anyOf branches, operator enums) would only repeat it less clearly.
    if (inRule && isRuleObject(valueAt(source.data, path)) && RULE_SHAPE_KEYWORDS.has(error.keyword)) continue;
    switch (error.keyword) {
      case 'required':
        code = 'MISSING_PROPERTY';
        message = `missing required property "${error.params.missingProperty}"`;
        break;
      case 'additionalProperties': {
        const name = String(error.params.additionalProperty);
        const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
        const hint = closest(name, allowed);
        const missing = missingFor.get(error) ?? [];
        const alsoMissing = missing.filter((m) => m !== hint).map((m) => `"${m}"`);
        code = 'UNKNOWN_PROPERTY';
        message = `unknown property "${name}"${
          hint
            ? ` (did you mean "${hint}"?)${alsoMissing.length ? `; missing as well: ${alsoMissing.join(', ')}` : ''}`
            : alsoMissing.length
              ? ` (and the required ${alsoMissing.join(', ')} ${alsoMissing.length === 1 ? 'is' : 'are'} missing: is this ${alsoMissing.length === 1 ? 'it' : 'one of them'}, mistyped?)`
              : allowed.length
                ? ` (allowed: ${allowed.join(', ')})`
                : ''
        }`;
        message += commaHint(valueAt(source.data, path), name);
        at = source.locate([...path, name], { key: true });
        break;
      }
      case 'propertyNames': {
        const name = String(error.params.propertyName);
        code = inRule ? 'UNKNOWN_OPERATOR' : 'INVALID_NAME';
        message = inRule ? `unknown JSON-Logic operator "${name}"` : `"${name}" is not an allowed name here${commaHint(valueAt(source.data, path), name)}`;
        at = source.locate([...path, name], { key: true });
        break;
      }
      case 'enum':
        code = 'INVALID_VALUE';
        message = `${JSON.stringify(valueAt(source.data, path))} is not allowed here; expected one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
        break;
      case 'type':
      case 'anyOf':
        code = 'WRONG_TYPE';
        message = `${path.join('.') || 'the document'} ${error.message}`;
        break;
      case 'pattern':
      case 'minLength':
      case 'maxLength':
      case 'minimum':
      case 'maximum':
      case 'minItems':
      case 'maxItems':
      case 'uniqueItems':
      case 'minProperties':
      case 'maxProperties':
        code = 'INVALID_VALUE';
        message = `${path.join('.') || 'value'} ${error.message}`;
        break;
      default:
        break;
    }
    // propertyNames also reports the pattern error of the name itself: one line is enough.
    const key = `${at.line}:${at.col}:${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ file: source.file, line: at.line, col: at.col, code, message });
  }
  return problems;
}

const RULE_SHAPE_KEYWORDS = new Set(['anyOf', 'type', 'enum', 'propertyNames', 'minProperties', 'maxProperties', 'pattern']);

function isRuleObject(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}

function valueAt(data: unknown, path: string[]): unknown {
  let node = data;
  for (const segment of path) node = (node as Record<string, unknown> | undefined)?.[segment];
  return node;
}

/**
 * In an inline map `{ title: Dokumente, Belege, href: /documents }` an unquoted comma ends the
 * text: "Belege" becomes a key of its own without a value. A key without a value right after a
 * key with a text is most likely that, so the finding says how to write the text instead.
 */
function commaHint(parent: unknown, name: string): string {
  if (!parent || typeof parent !== 'object' || Array.isArray(parent)) return '';
  const entries = Object.entries(parent as Record<string, unknown>);
  const at = entries.findIndex(([key]) => key === name);
  const before = at > 0 ? entries[at - 1] : undefined;
  if (at < 0 || entries[at]![1] !== null || !before || typeof before[1] !== 'string') return '';
  return `; if "${before[1]}, ${name}" is one text, the comma ended it (inside { } a comma separates entries): quote it, ${before[0]}: "${before[1]}, ${name}"`;
}

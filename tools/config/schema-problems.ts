import type { ErrorObject } from 'ajv/dist/2020.js';
import type { YamlSource } from './yaml-source.ts';
import type { Problem } from './problems.ts';
import { closestName as closest } from './closest-name.ts';

function pathOf(instancePath: string): string[] {
  return instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * anyOf failures list one error per branch; keep the branch whose type matched (its errors
 * say what is really wrong), or say which types were expected.
 */
function simplify(errors: ErrorObject[]): ErrorObject[] {
  const anyOfs = errors.filter((e) => e.keyword === 'anyOf');
  let out = errors.filter((e) => e.keyword !== 'anyOf');
  for (const anyOf of anyOfs) {
    const prefix = anyOf.schemaPath.replace(/\/anyOf$/, '/anyOf/');
    const inside = out.filter((e) => e.schemaPath.startsWith(prefix) && e.instancePath.startsWith(anyOf.instancePath));
    out = out.filter((e) => !inside.includes(e));
    const matched = inside.filter((e) => !(e.keyword === 'type' && e.instancePath === anyOf.instancePath));
    if (matched.length > 0) out.push(...matched);
    else out.push({ ...anyOf, message: `has the wrong type: expected ${[...new Set(inside.map((e) => String(e.params.type)))].join(' or ')}` });
  }
  return out;
}

export function schemaProblems(source: YamlSource, errors: ErrorObject[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const simplified = simplify(errors);
  // A typo ("titel") is one mistake: when an unknown property is a near miss of a missing
  // required one, report the unknown property with its hint, not the missing property too.
  const misspelt = new Set<string>();
  for (const error of simplified) {
    if (error.keyword !== 'additionalProperties') continue;
    const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    const hint = closest(String(error.params.additionalProperty), allowed);
    if (hint) misspelt.add(`${error.instancePath}\u0000${hint}`);
  }
  for (const error of simplified) {
    if (error.keyword === 'required' && misspelt.has(`${error.instancePath}\u0000${String(error.params.missingProperty)}`)) continue;
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
        code = 'UNKNOWN_PROPERTY';
        message = `unknown property "${name}"${hint ? ` (did you mean "${hint}"?)` : allowed.length ? ` (allowed: ${allowed.join(', ')})` : ''}`;
        at = source.locate([...path, name], { key: true });
        break;
      }
      case 'propertyNames': {
        const name = String(error.params.propertyName);
        code = inRule ? 'UNKNOWN_OPERATOR' : 'INVALID_NAME';
        message = inRule ? `unknown JSON-Logic operator "${name}"` : `"${name}" is not an allowed name here`;
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

/**
 * Mutations of persona payloads for the fuzz test: what a misbehaving or hostile service
 * could send (spec 7 payloads are JSON from other systems, and only JSON-shaped values are
 * generated: no functions, no NaN, but Infinity, which JSON.parse gives for 1e400).
 */
import type { Random } from '../../support/seeded-random.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Container = Json[] | { [key: string]: Json };

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '{{name}}',
  '%s%n',
  '\u0000\u0001\u001f',
  '\u202eevil',
  '👩‍👩‍👧‍👦',
  'x'.repeat(5000),
  'de-DE',
  'ACTIVE',
  'GB',
  'Active',
  '/de-de/../../etc/passwd',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.1 + 0.2,
  1e308,
  -1e308,
  Infinity,
  -Infinity,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
  2 ** 31,
  -(2 ** 53),
  503,
  206,
  500,
  403,
  200,
];

function scalar(random: Random): Json {
  switch (random.int(5)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick(HOSTILE_NUMBERS);
    default:
      return random.pick(HOSTILE_STRINGS);
  }
}

/** Any JSON value, small: scalars, arrays and objects, some with prototype keys as own keys. */
export function anyValue(random: Random, depth = 0): Json {
  const roll = random.int(depth > 2 ? 3 : 6);
  if (roll < 3) return scalar(random);
  if (roll === 3) return Array.from({ length: random.int(4) }, () => anyValue(random, depth + 1));
  if (roll === 4) return prototypeObject(random);
  const out: { [key: string]: Json } = {};
  for (let i = random.int(4); i > 0; i--) out[random.pick(['a', 'id', 'value', 'url', 'href', 'data', 'length', '0'])] = anyValue(random, depth + 1);
  return out;
}

/** An object with `__proto__`, `constructor` or `prototype` as its own keys, as JSON.parse makes them. */
function prototypeObject(random: Random): Json {
  const key = random.pick(['__proto__', 'constructor', 'prototype']);
  return JSON.parse(`{"${key}": {"polluted": true, "toString": 1, "valueOf": 1, "length": 2}}`) as Json;
}

/** Every (container, key) slot of a JSON tree, so a mutation can pick any of them. */
function slots(value: Json, out: [Container, string | number][] = []): [Container, string | number][] {
  if (Array.isArray(value)) value.forEach((item, i) => (out.push([value, i]), slots(item, out)));
  else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      out.push([value, key]);
      slots(value[key]!, out);
    }
  }
  return out;
}

function set(container: Container, key: string | number, value: Json): void {
  if (Array.isArray(container)) container[key as number] = value;
  else Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Known places worth hitting even when the persona lacks them (payload keys of spec 7). */
const KNOWN_KEYS: readonly string[] = [
  'customer',
  'accounts',
  'accountsStatus',
  'switchableAccounts',
  'switchableAccountsStatus',
  'cobranding',
  'cobrandingStatus',
  'flags',
  'user',
  'unreadMessages',
  'depositTypes',
  'productTypes',
  'productInstances',
  'pensionProducts',
  'customerStatus',
  'context',
];

/** Applies one random mutation to `root` in place (a persona-shaped JSON object). */
export function mutate(root: { [key: string]: Json }, random: Random): string {
  const all = slots(root);
  const [container, key] = random.chance(0.15) ? [root as Container, random.pick(KNOWN_KEYS)] : random.pick(all);
  const current = (container as Record<string | number, Json>)[key] ?? null;
  const where = String(key);
  switch (random.int(10)) {
    case 0:
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key as string];
      return `delete ${where}`;
    case 1:
      set(container, key, scalar(random));
      return `${where} = scalar`;
    case 2:
      set(container, key, anyValue(random));
      return `${where} = any value`;
    case 3:
      set(container, key, Array.isArray(current) ? Object.fromEntries(current.map((v, i) => [String(i), v])) : [current]);
      return `${where} array <-> object`;
    case 4:
      set(
        container,
        key,
        typeof current === 'string'
          ? Number(current) || random.pick(HOSTILE_NUMBERS)
          : typeof current === 'number'
            ? String(current)
            : typeof current === 'boolean'
              ? String(current)
              : current,
      );
      return `${where} string <-> number`;
    case 5:
      set(container, key, { value: current, [random.pick(['__proto__', 'constructor', 'data'])]: current });
      return `${where} nested deeper`;
    case 6:
      set(container, key, prototypeObject(random));
      return `${where} = prototype keys`;
    case 7:
      set(container, key, random.pick(HOSTILE_STRINGS));
      return `${where} = hostile string`;
    case 8:
      set(container, key, random.pick(HOSTILE_NUMBERS));
      return `${where} = extreme number`;
    default:
      set(container, key, random.chance(0.5) ? [] : {});
      return `${where} = empty`;
  }
}

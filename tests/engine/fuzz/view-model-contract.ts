/**
 * The view model's contract (DESIGN.md, src/engine/types/view-model.ts) as a checker: the
 * shapes and types every renderer relies on, finite amounts, and links that cannot run code.
 * Returns the violations in words, empty when the view model keeps its contract.
 */
import { isUnsafeHref } from '../../../src/engine/format/href.ts';
import { isScriptable } from '../hostile/vectors.ts';

type Check = (value: unknown, path: string, out: string[]) => void;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const string: Check = (value, path, out) => {
  if (typeof value !== 'string') out.push(`${path}: expected a string, got ${describe(value)}`);
};
const boolean: Check = (value, path, out) => {
  if (typeof value !== 'boolean') out.push(`${path}: expected a boolean, got ${describe(value)}`);
};
const finite: Check = (value, path, out) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) out.push(`${path}: expected a finite number, got ${describe(value)}`);
};
/** Verdicts per href: view models repeat the same links, and the URL parser is the slow part. */
const safeHrefs = new Map<string, boolean>();
function isSafeHref(value: string): boolean {
  let safe = safeHrefs.get(value);
  if (safe === undefined) {
    safe = value !== '' && !isUnsafeHref(value) && !isScriptable(value);
    if (safeHrefs.size > 50_000) safeHrefs.clear();
    safeHrefs.set(value, safe);
  }
  return safe;
}
const href: Check = (value, path, out) => {
  if (typeof value !== 'string') return (out.push(`${path}: expected an href string, got ${describe(value)}`), undefined);
  if (!isSafeHref(value)) out.push(`${path}: unsafe href ${JSON.stringify(value.slice(0, 60))}`);
};
const oneOf =
  (...allowed: unknown[]): Check =>
  (value, path, out) => {
    if (!allowed.includes(value)) out.push(`${path}: ${describe(value)} is not one of ${allowed.join(', ')}`);
  };
const optional =
  (check: Check): Check =>
  (value, path, out) => {
    if (value !== undefined) check(value, path, out);
  };
const nullable =
  (check: Check): Check =>
  (value, path, out) => {
    if (value !== null) check(value, path, out);
  };
const array =
  (check: Check): Check =>
  (value, path, out) => {
    if (!Array.isArray(value)) return (out.push(`${path}: expected an array, got ${describe(value)}`), undefined);
    value.forEach((item, i) => check(item, `${path}[${i}]`, out));
  };
const shape =
  (fields: Record<string, Check>): Check =>
  (value, path, out) => {
    if (!isObject(value)) return (out.push(`${path}: expected an object, got ${describe(value)}`), undefined);
    for (const [name, check] of Object.entries(fields)) check(value[name], `${path}.${name}`, out);
  };

function describe(value: unknown): string {
  if (typeof value === 'number') return String(value);
  const json = JSON.stringify(value);
  return `${typeof value} ${json === undefined ? '' : json.slice(0, 40)}`;
}

const ITEM_TYPES = ['advanced', 'basic', 'text', 'arrow', 'image', 'login', 'registration', 'my-account'];
const item: Check = (value, path, out) =>
  shape({
    id: string,
    type: oneOf(...ITEM_TYPES),
    title: string,
    href: optional(href),
    badge: optional(boolean),
    imageUrl: optional(string),
    children: optional(array(item)),
  })(value, path, out);

const amount = shape({ label: string, amount: finite, currency: string, isNegative: boolean });

const account = shape({
  displayName: string,
  fullName: string,
  initials: string,
  accountIds: array(shape({ id: string, copyValue: string, label: string, size: oneOf('small', 'default') })),
  menu: array(item),
  switchableAccounts: boolean,
  switchableAccountList: optional(array(shape({ customerId: string, name: string }))),
  reduced: optional(boolean),
});

const header = shape({
  type: oneOf('public', 'private', 'integrated'),
  variant: oneOf('private', 'public', 'login', 'registration', 'country-selector', 'corporate', 'bank-navigation', 'partner', 'logo-only'),
  logos: array(shape({ id: string, href, url: string, alt: string })),
  nav: array(item),
  actions: array(item),
  account: nullable(account),
  balance: nullable(shape({ total: amount, available: amount, unavailable: nullable(shape({ title: string, text: string })) })),
});

const FOOTER_KINDS = ['reviews', 'us-contact', 'links', 'app-banner', 'social', 'legal', 'country-picker', 'credits', 'disclaimer'];
const footer = shape({ version: oneOf('v1', 'v2'), parts: array(shape({ kind: oneOf(...FOOTER_KINDS) })) });

const viewModel = shape({
  locale: string,
  language: string,
  designVersion: oneOf('v1', 'v2'),
  redirect: nullable(shape({ action: oneOf('reference-account', 'financial-information', 'data-validity-confirmation'), href })),
  header,
  footer: nullable(footer),
  markets: array(shape({ locale: string, label: string, href })),
  head: shape({ title: string, description: nullable(string), canonical: nullable(string), robots: nullable(string) }),
  localeSwitch: optional(nullable(shape({ locale: string, href }))),
});

/** Every key `href` anywhere (footer parts, blocks, …) must be a safe link too. */
function everyHref(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => everyHref(v, `${path}[${i}]`, out));
  else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'href' && v !== undefined) href(v, `${path}.${key}`, out);
      else everyHref(v, `${path}.${key}`, out);
    }
  }
}

/** Plain JSON: what JSON.stringify gives back unchanged (no NaN, Infinity, undefined in lists, cycles). */
function plainJson(value: unknown, path: string, out: string[], depth = 0): void {
  if (depth > 64) return void out.push(`${path}: nested deeper than 64 levels`);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') return void (Number.isFinite(value) || out.push(`${path}: ${value} is not JSON`));
  if (Array.isArray(value))
    return value.forEach((v, i) => (v === undefined ? out.push(`${path}[${i}]: undefined in a list`) : plainJson(v, `${path}[${i}]`, out, depth + 1)));
  if (isObject(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    for (const [key, v] of Object.entries(value)) if (v !== undefined) plainJson(v, `${path}.${key}`, out, depth + 1);
    return;
  }
  out.push(`${path}: ${typeof value} is not plain JSON`);
}

export function contractViolations(vm: unknown): string[] {
  const out: string[] = [];
  viewModel(vm, '', out);
  everyHref(vm, '', out);
  plainJson(vm, '', out);
  return out;
}

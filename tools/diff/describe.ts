/**
 * Words for a view-model change, the same for every persona who sees it, so changes group by
 * their line: `+ item "payment-methods" (/de-de/payment-methods) in header.account.menu`.
 */
import type { Segment, ValueChange } from './compare.ts';

export interface DescribedChange {
  /** Where in the view model: header.nav, header.nav > invest, footer.links > products, redirect … */
  area: string;
  /** One line without the personas: the grouping key shown to people. */
  text: string;
}

/** What an element of a list is called, by the list's property name. */
const NOUNS: Record<string, string> = {
  nav: 'item',
  actions: 'item',
  menu: 'item',
  children: 'item',
  links: 'item',
  logos: 'logo',
  parts: 'footer part',
  markets: 'market',
  blocks: 'block',
  columns: 'column',
  accountIds: 'account id',
  icons: 'icon',
  credits: 'credit',
  switchableAccountList: 'account',
  offerLists: 'offer list',
  offers: 'offer',
};

const MAX_VALUE = 80;

function isKeyed(segment: Segment | undefined): segment is { key: string; container: string } {
  return typeof segment === 'object' && segment !== null;
}

/** The path as people read it: footer.parts[links].columns[products].links -> footer.links > products. */
export function renderPath(path: Segment[]): string {
  let raw = '';
  for (const segment of path) {
    if (typeof segment === 'string') raw += raw ? `.${segment}` : segment;
    else if (typeof segment === 'number') raw += `[${segment}]`;
    else raw += `[${segment.key}]`;
  }
  return (
    raw
      .replace(/\.parts\[([^\]]+)\]/g, '.$1')
      .replace(/\.columns\[([^\]]+)\]\.links/g, ' > $1')
      .replace(/\[([^\]]+)\]\.children/g, ' > $1')
      // An offer list beside the view model (offer-lists.ts): offerLists[products].offers -> offers > products.
      .replace(/^offerLists\[([^\]]+)\]\.offers/, 'offers > $1')
      .replace(/\.parts$/, '') || '(view model)'
  );
}

/** A value in a line: strings quoted, absent as "none", objects as short JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return truncate(JSON.stringify(value));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return truncate(`[${value.map((v) => (typeof v === 'string' ? v : String(v))).join(', ')}]`);
  }
  return truncate(JSON.stringify(value));
}

function truncate(text: string): string {
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function noun(container: string): string {
  return NOUNS[container] ?? 'entry';
}

/** `item "payment-methods" (/de-de/payment-methods)`, `footer part "app-banner"`, `block "hero#2" (hero)`. */
function element(segment: Segment, value: unknown): string {
  if (typeof segment === 'number') return `entry ${segment + 1}`;
  if (typeof segment === 'string') return segment;
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const details: string[] = [];
  if (segment.container === 'blocks' && typeof record.type === 'string' && record.type !== segment.key) details.push(record.type);
  if (typeof record.href === 'string') details.push(record.href);
  const detail = details.length ? ` (${details.join(', ')})` : '';
  return `${noun(segment.container)} "${segment.key}"${detail}`;
}

export function describe(change: ValueChange): DescribedChange {
  const { path } = change;
  const value = (v: unknown) => (change.summarised ? String(v) : formatValue(v));

  if (change.kind === 'reordered') {
    const area = renderPath(path);
    const list = (keys: unknown) => (keys as string[]).join(', ');
    return { area, text: `~ order in ${area}: ${list(change.before)} → ${list(change.after)}` };
  }

  if (change.kind === 'added' || change.kind === 'removed') {
    const sign = change.kind === 'added' ? '+' : '-';
    const last = path[path.length - 1];
    const subjectValue = change.kind === 'added' ? change.after : change.before;
    if (last === undefined || typeof last === 'string') {
      // A whole part of the view model appears or goes: + header.balance, - footer.
      const area = renderPath(path);
      return { area, text: `${sign} ${area}` };
    }
    const area = renderPath(path.slice(0, -1));
    return { area, text: `${sign} ${element(last, subjectValue)} in ${area}` };
  }

  // A changed value: named after the innermost matched element that holds it.
  let at = -1;
  for (let i = path.length - 1; i >= 0; i--) {
    if (isKeyed(path[i]) || typeof path[i] === 'number') {
      at = i;
      break;
    }
  }
  const transition = `${value(change.before)} → ${value(change.after)}`;
  if (at < 0) {
    const area = renderPath(path);
    return { area, text: `~ ${area}: ${transition}` };
  }
  const area = renderPath(path.slice(0, at));
  const field = renderPath(path.slice(at + 1).filter((s): s is string | number => !isKeyed(s)));
  const holder = element(path[at]!, undefined);
  return { area, text: `~ ${field} of ${holder} in ${area}: ${transition}` };
}

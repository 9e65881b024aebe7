/**
 * Checks one test's expectations against a resolved view model. Every expectation that does
 * not hold is one failure, located at its own place in the test file, and carries the explain
 * trace of the rules that decided it.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { explainBalance } from '../../src/engine/explain/balance.ts';
import { explainSmartBanner, explainSwitchableAccounts, explainUnreadBadge } from '../../src/engine/explain/account.ts';
import { explainCountryBanner, explainLocaleSwitch } from '../../src/engine/explain/banners.ts';
import { explainItem, explainRedirect } from '../../src/blocks/resolve-with-blocks.ts';
import { explainFooterLink, explainFooterPart } from '../../src/blocks/resolve-with-blocks.ts';
import { explainHeader, explainLogo } from '../../src/engine/explain/header.ts';
import { explainMarket } from '../../src/engine/explain/markets.ts';
import { explainPageBlock } from '../../src/blocks/resolve-with-blocks.ts';
import type { CustomerData } from '../../src/engine/facts/derive.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import type { ViewModel } from '../../src/engine/types/view-model.ts';
import type { Failure } from './failure.ts';
import { checkOffers, type OfferContext } from './offers.ts';
import { checkFlags } from './flags.ts';
import { flagTableOf } from '../../src/engine/flags/table-of.ts';
import type { Expect, ItemRef, ItemsExpectation } from './types.ts';
import { blockNames, describeRef, ITEM_AREAS, itemsIn, matching, normalRef, sameHref, withLocale, type ItemArea } from './view.ts';

export type { Failure } from './failure.ts';

export interface CheckContext {
  config: CompiledConfig;
  facts: Facts;
  data: CustomerData;
  vm: ViewModel;
  /** The offer selection and catalogue, for `offers` expectations (null: none loaded). */
  offers?: OfferContext | null;
}

const AREA_NAMES: Record<ItemArea, string> = {
  nav: 'navigation',
  actions: 'actions',
  account: 'account menu',
  items: 'header',
  footerLinks: 'footer links',
};

function checkItems(ctx: CheckContext, area: ItemArea, expectation: ItemsExpectation): Failure[] {
  const failures: Failure[] = [];
  const items = itemsIn(ctx.vm, area);
  const where = AREA_NAMES[area];
  const explain = (ref: { item?: string; href?: string }) => () =>
    area === 'footerLinks'
      ? [explainFooterLink(ctx.config, ctx.facts, ctx.data, ref.item !== undefined ? { id: ref.item } : { href: ref.href! })]
      : explainItem(ctx.config, ctx.facts, ctx.data, ref.item !== undefined ? { id: ref.item } : { href: ref.href! });
  const refOf = (raw: ItemRef) => {
    const ref = normalRef(raw);
    return ref.href === undefined ? ref : { ...ref, href: withLocale(ref.href, ctx.vm.locale) };
  };
  (expectation.shown ?? []).forEach((raw, i) => {
    const ref = refOf(raw);
    const path = [area, 'shown', i];
    const found = matching(items, ref);
    if (found.length === 0) {
      failures.push({ path, message: `expected ${describeRef(ref)} to be shown in the ${where}, but it is not`, explain: explain(ref) });
      return;
    }
    if (ref.item !== undefined && ref.href !== undefined && !found.some((f) => sameHref(f.href, ref.href))) {
      const actual = found.map((f) => f.href ?? '(no href)').join(', ');
      failures.push({
        path: [...path, 'href'],
        message: `expected ${describeRef(ref)} in the ${where} to link to ${ref.href}, but it links to ${actual}`,
        explain: explain(ref),
      });
    }
    if (ref.badge !== undefined && !found.some((f) => (f.badge === true) === ref.badge)) {
      failures.push({
        path: [...path, 'badge'],
        message: `expected ${describeRef(ref)} in the ${where} ${ref.badge ? 'to show' : 'not to show'} the unread dot, but it ${ref.badge ? 'does not' : 'does'}`,
        explain: () => [explainUnreadBadge(ctx.config, ctx.facts)],
      });
    }
  });
  (expectation.hidden ?? []).forEach((raw, i) => {
    const ref = refOf(raw);
    const found = matching(items, ref).filter((f) => ref.item === undefined || ref.href === undefined || sameHref(f.href, ref.href));
    if (found.length > 0) {
      const href = found[0]!.href ? ` (linking to ${found[0]!.href})` : '';
      failures.push({
        path: [area, 'hidden', i],
        message: `expected ${describeRef(ref)} not to be shown in the ${where}, but it is${href}`,
        explain: explain(ref),
      });
    }
  });
  return failures;
}

function checkHeader(ctx: CheckContext, header: NonNullable<Expect['header']>): Failure[] {
  const failures: Failure[] = [];
  const h = ctx.vm.header;
  const why = () => [explainHeader(ctx.config, ctx.facts)];
  if (header.type !== undefined && h.type !== header.type)
    failures.push({ path: ['header', 'type'], message: `expected header type ${header.type}, but it is ${h.type}`, explain: why });
  if (header.variant !== undefined && h.variant !== header.variant)
    failures.push({ path: ['header', 'variant'], message: `expected header variant ${header.variant}, but it is ${h.variant}`, explain: why });
  const logos = new Set(h.logos.map((l) => l.id));
  header.logos?.shown?.forEach((id, i) => {
    if (!logos.has(id))
      failures.push({
        path: ['header', 'logos', 'shown', i],
        message: `expected logo "${id}" to be shown, but it is not`,
        explain: () => [explainLogo(ctx.config, ctx.facts, id)],
      });
  });
  header.logos?.hidden?.forEach((id, i) => {
    if (logos.has(id))
      failures.push({
        path: ['header', 'logos', 'hidden', i],
        message: `expected logo "${id}" not to be shown, but it is`,
        explain: () => [explainLogo(ctx.config, ctx.facts, id)],
      });
  });
  if (header.switchableAccounts !== undefined) {
    const actual = h.account?.switchableAccounts === true;
    if (actual !== header.switchableAccounts) {
      failures.push({
        path: ['header', 'switchableAccounts'],
        message: `expected switchable accounts to be ${header.switchableAccounts ? 'offered' : 'not offered'}, but they are ${actual ? 'offered' : 'not offered'}`,
        explain: () => [explainSwitchableAccounts(ctx.config, ctx.facts)],
      });
    }
  }
  if (header.accountMenu !== undefined && (h.account !== null) !== header.accountMenu) {
    failures.push({
      path: ['header', 'accountMenu'],
      message: `expected ${header.accountMenu ? 'an' : 'no'} account menu, but there is ${h.account ? 'one' : 'none'}`,
      explain: why,
    });
  }
  return failures;
}

function balanceState(vm: ViewModel): string {
  const b = vm.header.balance;
  if (!b) return 'hidden';
  if (!b.unavailable) return 'shown';
  return b.unavailable.reason ? `unavailable (${b.unavailable.reason})` : 'unavailable';
}

function checkBalance(ctx: CheckContext, expected: NonNullable<Expect['balance']>): Failure[] {
  const actual = balanceState(ctx.vm);
  const wanted = typeof expected === 'string' ? expected : `unavailable (${expected.unavailable})`;
  const ok = typeof expected === 'string' && expected === 'unavailable' ? actual.startsWith('unavailable') : actual === wanted;
  return ok
    ? []
    : [{ path: ['balance'], message: `expected the balance ${wanted}, but it is ${actual}`, explain: () => [explainBalance(ctx.config, ctx.facts)] }];
}

function checkFooter(ctx: CheckContext, expected: NonNullable<Expect['footer']>): Failure[] {
  const footer = ctx.vm.footer;
  const whole = () => [explainFooterPart(ctx.config, ctx.facts, null, ctx.data)];
  if (expected === 'hidden') return footer ? [{ path: ['footer'], message: 'expected no footer, but there is one', explain: whole }] : [];
  if (!footer) return [{ path: ['footer'], message: 'expected a footer, but there is none', explain: whole }];
  const failures: Failure[] = [];
  if (expected.version && footer.version !== expected.version)
    failures.push({ path: ['footer', 'version'], message: `expected footer version ${expected.version}, but it is ${footer.version}`, explain: () => [] });
  const parts = new Set(footer.parts.map((p) => p.kind));
  expected.present?.forEach((part, i) => {
    if (!parts.has(part))
      failures.push({
        path: ['footer', 'present', i],
        message: `expected footer part "${part}", but the footer has none`,
        explain: () => [explainFooterPart(ctx.config, ctx.facts, part, ctx.data)],
      });
  });
  expected.absent?.forEach((part, i) => {
    if (parts.has(part))
      failures.push({
        path: ['footer', 'absent', i],
        message: `expected no footer part "${part}", but the footer has it`,
        explain: () => [explainFooterPart(ctx.config, ctx.facts, part, ctx.data)],
      });
  });
  return failures;
}

function checkMarkets(ctx: CheckContext, expected: NonNullable<Expect['markets']>): Failure[] {
  const shown = new Set(ctx.vm.markets.map((m) => m.locale));
  const failures: Failure[] = [];
  expected.shown?.forEach((locale, i) => {
    if (!shown.has(locale))
      failures.push({
        path: ['markets', 'shown', i],
        message: `expected market ${locale} in the country picker, but it is not there`,
        explain: () => [explainMarket(ctx.config, ctx.facts, locale)],
      });
  });
  expected.hidden?.forEach((locale, i) => {
    if (shown.has(locale))
      failures.push({
        path: ['markets', 'hidden', i],
        message: `expected market ${locale} not in the country picker, but it is there`,
        explain: () => [explainMarket(ctx.config, ctx.facts, locale)],
      });
  });
  return failures;
}

function checkRedirect(ctx: CheckContext, expected: NonNullable<Expect['redirect']>): Failure[] {
  const wanted =
    typeof expected === 'string'
      ? { action: expected }
      : { ...expected, ...(expected.href !== undefined ? { href: withLocale(expected.href, ctx.vm.locale) } : {}) };
  const actual = ctx.vm.redirect;
  const why = () => [explainRedirect(ctx.config, ctx.facts, ctx.data)];
  const actualText = actual ? `${actual.action} (${actual.href})` : 'none';
  if ((actual?.action ?? 'none') !== wanted.action) {
    return [
      {
        path: typeof expected === 'string' ? ['redirect'] : ['redirect', 'action'],
        message: `expected redirect ${wanted.action}, but it is ${actualText}`,
        explain: why,
      },
    ];
  }
  if (wanted.href !== undefined && !sameHref(actual?.href, wanted.href)) {
    return [
      { path: ['redirect', 'href'], message: `expected the redirect to go to ${wanted.href}, but it goes to ${actual?.href ?? 'nowhere'}`, explain: why },
    ];
  }
  return [];
}

function checkPage(ctx: CheckContext, expected: NonNullable<Expect['page']>): Failure[] {
  const page = (ctx.vm as unknown as { page?: { id?: string; status?: number; title?: string; blocks?: unknown } }).page;
  if (!page) return [{ path: ['page'], message: 'expected a page, but this view model has none', explain: () => [] }];
  const failures: Failure[] = [];
  const none = () => [];
  if (expected.id !== undefined && page.id !== expected.id)
    failures.push({ path: ['page', 'id'], message: `expected page ${expected.id}, but it is ${page.id}`, explain: none });
  if (expected.status !== undefined && page.status !== expected.status)
    failures.push({ path: ['page', 'status'], message: `expected status ${expected.status}, but it is ${page.status}`, explain: none });
  if (expected.title !== undefined && page.title !== expected.title)
    failures.push({ path: ['page', 'title'], message: `expected title "${expected.title}", but it is "${page.title}"`, explain: none });
  const names = new Set(blockNames(page.blocks));
  const why = (name: string) => () => {
    const found = explainPageBlock(ctx.config, ctx.facts, ctx.data, { id: name });
    return found.length > 0
      ? found
      : [{ subject: `block ${name}`, shown: false, outcome: `page ${page.id} in ${ctx.vm.locale} has no block with id ${name}`, steps: [] }];
  };
  expected.blocks?.present?.forEach((raw, i) => {
    const name = withLocale(raw, ctx.vm.locale);
    if (!names.has(name))
      failures.push({ path: ['page', 'blocks', 'present', i], message: `expected a block ${name} on page ${page.id}, but it has none`, explain: why(name) });
  });
  expected.blocks?.absent?.forEach((raw, i) => {
    const name = withLocale(raw, ctx.vm.locale);
    if (names.has(name))
      failures.push({ path: ['page', 'blocks', 'absent', i], message: `expected no block ${name} on page ${page.id}, but it has one`, explain: why(name) });
  });
  return failures;
}

/** Every expectation of `expect` that does not hold for this view model. */
export function checkExpectations(ctx: CheckContext, expect: Expect): Failure[] {
  const failures: Failure[] = [];
  for (const area of ITEM_AREAS) {
    const expectation = expect[area];
    if (expectation) failures.push(...checkItems(ctx, area, expectation));
  }
  if (expect.redirect !== undefined) failures.push(...checkRedirect(ctx, expect.redirect));
  if (expect.header) failures.push(...checkHeader(ctx, expect.header));
  if (expect.balance !== undefined) failures.push(...checkBalance(ctx, expect.balance));
  if (expect.footer !== undefined) failures.push(...checkFooter(ctx, expect.footer));
  if (expect.markets) failures.push(...checkMarkets(ctx, expect.markets));
  if (expect.localeSwitch !== undefined) {
    const actual = ctx.vm.localeSwitch?.locale ?? 'none';
    if (actual !== expect.localeSwitch)
      failures.push({
        path: ['localeSwitch'],
        message: `expected locale switch ${expect.localeSwitch}, but it is ${actual}`,
        explain: () => [explainLocaleSwitch(ctx.config, ctx.facts)],
      });
  }
  if (expect.countryBanner !== undefined) {
    const actual = ctx.vm.countryBanner?.reason ?? 'none';
    if (actual !== expect.countryBanner)
      failures.push({
        path: ['countryBanner'],
        message: `expected country banner ${expect.countryBanner}, but it is ${actual}`,
        explain: () => [explainCountryBanner(ctx.config, ctx.facts)],
      });
  }
  if (expect.smartBanner !== undefined) {
    const actual = ctx.vm.smartBanner ? 'shown' : 'hidden';
    if (actual !== expect.smartBanner)
      failures.push({
        path: ['smartBanner'],
        message: `expected the smart banner ${expect.smartBanner}, but it is ${actual}`,
        explain: () => [explainSmartBanner(ctx.config, ctx.facts)],
      });
  }
  if (expect.page) failures.push(...checkPage(ctx, expect.page));
  if (expect.offers) failures.push(...checkOffers(ctx.config, ctx.facts, ctx.offers ?? null, expect.offers));
  if (expect.flags) failures.push(...checkFlags(ctx.data, expect.flags, flagTableOf(ctx.config)));
  return failures;
}

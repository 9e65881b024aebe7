import type { CompiledMenuItem } from '../config/compiled.ts';
import { holds } from '../rules/evaluate.ts';
import type { Header, Item, Logo } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';
import { variantOf } from './header-variant.ts';
import { resolveItems } from './items.ts';
import { menuFor } from './menu.ts';

/** The header of spec 2.4; ctx.facts already carry the resolved header type. */
export function resolveHeader(ctx: ResolveContext): Header {
  const { config, facts } = ctx;
  const type = facts.page.headerType ?? 'public';
  const variant = variantOf(config, facts);
  if (type === 'integrated') {
    return { type, variant: variant.variant, logos: [], nav: [], actions: [], account: null, balance: null };
  }
  const menu = menuFor(config, ctx.locale);
  // While a customer's data loads, the private header is drawn as its skeleton: its navigation
  // (whose rules read that data) is resolved once the data is there.
  const loadingPrivate = type === 'private' && ctx.data.loading === true;
  const nav = variant.nav === 'none' || loadingPrivate ? [] : resolveItems(menu.nav[variant.nav], ctx);
  const actions = resolveActions(variant.actions, menu.actions, ctx);
  // The avatar menu and the balance are a customer's: drawn by the customer resolvers.
  const account = variant.account ? (ctx.customer?.accountMenu(ctx) ?? null) : null;
  return {
    type,
    variant: variant.variant,
    logos: resolveLogos(variant.logos, ctx),
    nav,
    actions,
    account,
    balance: variant.account ? (ctx.customer?.balance(ctx) ?? null) : null,
  };
}

function resolveActions(
  wanted: 'public' | 'private' | 'none' | string[],
  actions: { public: CompiledMenuItem[]; private: CompiledMenuItem[] },
  ctx: ResolveContext,
): Item[] {
  if (wanted === 'none') return [];
  const pool = typeof wanted === 'string' ? actions[wanted] : [...actions.public, ...actions.private].filter((a) => wanted.includes(a.id));
  const items = resolveItems(pool, ctx);
  const regflow = ctx.facts.page.regflow;
  if (regflow && holds(ctx.config.headers.regflowLink, ctx.facts)) {
    // Spec 2.4: a co-branded flow's register link is /register?regflow={flow}.
    for (const item of items) {
      if (item.type === 'registration' && item.href && !/^https?:/.test(item.href)) {
        item.href = `${item.href}${item.href.includes('?') ? '&' : '?'}regflow=${encodeURIComponent(regflow)}`;
      }
    }
  }
  return items;
}

function resolveLogos(allowed: string[] | undefined, ctx: ResolveContext): Logo[] {
  return ctx.config.headers.logos
    .filter((logo) => (allowed ? allowed.includes(logo.id) : true) && holds(logo.rule, ctx.facts))
    .map((logo) => ({ id: logo.id, href: ctx.href(logo.href) ?? `/${ctx.locale}/`, url: logo.url, alt: logo.alt }));
}

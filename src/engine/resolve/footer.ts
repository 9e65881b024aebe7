import type { FooterFile, FooterLinkConfig } from '../config/types.ts';
import { footerFacts } from '../facts/footer-content.ts';
import { roundToHalf, starBucket } from '../format/reviews.ts';
import { holds } from '../rules/evaluate.ts';
import type { Footer, FooterPart, Item } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';
import { storeLinks } from './store-links.ts';
import { TRACING } from './tracing.ts';

/** The footer of spec 2.6: parts in the layout's order, each shown when its rule holds. */
export function resolveFooter(ctx: ResolveContext): Footer | null {
  const { config } = ctx;
  const contentLocale = config.footers.content[ctx.locale] ? ctx.locale : config.locales.menuFallback;
  const content = config.footers.content[contentLocale];
  const facts = { ...ctx.facts, footer: footerFacts(content) };
  const hidden = holds(config.footers.hidden, facts);
  if (hidden || !content) {
    if (TRACING) ctx.note?.(config.footers, hidden ? 'rule' : 'no-content');
    return null;
  }
  if (TRACING) ctx.note?.(config.footers, 'kept');
  const version = facts.page.designVersion;
  const parts: FooterPart[] = [];
  for (const entry of config.footers.versions[version]) {
    if (!holds(entry.rule, facts)) {
      if (TRACING) ctx.note?.(entry, 'rule');
      continue;
    }
    const part = buildPart(entry.part, content, contentLocale, ctx);
    if (TRACING) ctx.note?.(entry, part ? 'kept' : 'no-content');
    if (part) parts.push(part);
  }
  return { version, parts };
}

function links(list: FooterLinkConfig[], ctx: ResolveContext): Item[] {
  const anchor = ctx.config.footers.settings.consentModalAnchor;
  return list.map((link) => {
    const item: Item = { id: link.id, type: 'basic', title: link.title };
    // Spec 2.6: the link whose href is the consent-modal anchor opens the consent layer.
    if (link.href === anchor || link.callback === 'consent-settings') {
      item.callback = 'consent-settings';
      item.href = anchor;
      return item;
    }
    const href = ctx.href(link.href);
    if (href !== null) item.href = href;
    if (link.newTab) item.newTab = true;
    return item;
  });
}

function buildPart(kind: FooterPart['kind'], content: FooterFile, contentLocale: string, ctx: ResolveContext): FooterPart | null {
  switch (kind) {
    case 'reviews': {
      const score = content.reviews?.score ?? 0;
      return { kind, score, roundedScore: roundToHalf(score), stars: starBucket(score), count: content.reviews?.count ?? 0 };
    }
    case 'us-contact': {
      const us = content.usContact;
      const part: FooterPart = { kind };
      if (us?.email) part.email = { address: us.email.email_address, linkText: us.email.email_link_text, href: `mailto:${us.email.email_address}` };
      if (us?.phone)
        part.phone = { number: us.phone.phone_number, linkText: us.phone.phone_link_text, href: `tel:${us.phone.phone_number.replace(/[^\d+]/g, '')}` };
      if (us?.availability) part.availability = us.availability;
      return part;
    }
    case 'links':
      return { kind, columns: (content.columns ?? []).map((c) => ({ id: c.id, heading: c.heading, links: links(c.links, ctx) })) };
    case 'app-banner':
      return appBanner(content, ctx);
    case 'social': {
      const social = content.social;
      return {
        kind,
        heading: social?.hideHeading || !social?.heading ? null : social.heading,
        icons: (social?.icons ?? []).map((i) => ({ uid: i.uid, account: i.account, href: i.link, ...(i.iconUrl ? { iconUrl: i.iconUrl } : {}) })),
      };
    }
    case 'legal':
      return { kind, copyright: content.legal?.copyright ?? '', links: links(content.legal?.links ?? [], ctx) };
    case 'country-picker':
      return { kind };
    case 'credits':
      return {
        kind,
        credits: (content.credits ?? []).map((c) => ({
          id: c.id,
          href: c.institute_link.href,
          title: c.institute_link.title,
          logoUrl: c.institute_logo.url,
          alt: c.alt_text,
        })),
      };
    case 'disclaimer':
      // Sanitised and parsed when the config was compiled (config/compile.ts).
      return { kind, ...(ctx.config.footers.disclaimers[contentLocale] ?? { html: '', tree: [] }) };
  }
}

function appBanner(content: FooterFile, ctx: ResolveContext): FooterPart | null {
  const banner = content.mobileBanner;
  if (!banner) return null;
  const settings = ctx.config.footers.settings;
  const badges = settings.badges[ctx.language] ?? settings.badges.en;
  const stores = storeLinks(banner, ctx);
  const part: FooterPart = {
    kind: 'app-banner',
    playStore: { ...stores.playStore, badgeUrl: badges?.playStore ?? '' },
    appStore: { ...stores.appStore, badgeUrl: badges?.appStore ?? '' },
  };
  if (banner.iconUrl) part.iconUrl = banner.iconUrl;
  return part;
}

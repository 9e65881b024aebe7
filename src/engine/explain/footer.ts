import type { CompiledConfig } from '../config/compiled.ts';
import { footerFacts } from '../facts/footer-content.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import { createResolveContext } from '../resolve/context.ts';
import { headerTypeOf, withHeaderType } from '../resolve/header-variant.ts';
import type { FooterPart } from '../types/view-model.ts';
import type { Explanation, ExplainStep } from './explain.ts';
import { factStep, ruleStep } from './steps.ts';
import { recorded } from './recorded.ts';
import type { Resolvers } from '../resolve/resolve-types.ts';

/** The footer content a locale uses (its own, else the menu fallback's) and the facts its rules read. */
function footerContext(config: CompiledConfig, rawFacts: Facts) {
  const typed = withHeaderType(rawFacts, headerTypeOf(config, rawFacts));
  const locale = typed.page.locale;
  const contentLocale = config.footers.content[locale] ? locale : config.locales.menuFallback;
  const content = config.footers.content[contentLocale];
  return { facts: { ...typed, footer: footerFacts(content) }, contentLocale, content };
}

/**
 * Why the footer is there at all, and why a part is in it (spec 2.6, config/footers/layout.yaml).
 * The verdict is resolve's (its record, resolve/record.ts); the steps say why in words.
 */
export function explainFooterPart(
  config: CompiledConfig,
  rawFacts: Facts,
  part: FooterPart['kind'] | null,
  data: CustomerData,
  resolvers: Resolvers,
): Explanation {
  const { facts, contentLocale, content } = footerContext(config, rawFacts);
  const { verdict } = recorded(config, rawFacts, data, resolvers);
  const steps: ExplainStep[] = [];
  const hidden = ruleStep(config, facts, 'the whole footer is hidden', config.footers.hidden);
  steps.push({ ...hidden, passes: verdict(config.footers) !== 'rule' });
  steps.push(
    factStep(
      content ? `footer content of ${contentLocale} (config/footers/${contentLocale}.yaml)` : `no footer content for ${contentLocale}`,
      content !== undefined,
    ),
  );
  const version = facts.page.designVersion;
  let shown = verdict(config.footers) === 'kept';
  if (part !== null) {
    const entry = config.footers.versions[version].find((p) => p.part === part);
    if (!entry) steps.push(factStep(`the ${version} layout has no part "${part}"`, false));
    else {
      const decided = verdict(entry);
      steps.push({
        ...ruleStep(config, facts, `part "${part}" of the ${version} layout`, entry.rule),
        ...(decided === undefined ? {} : { passes: decided !== 'rule' }),
      });
      if (decided === 'no-content') steps.push(factStep(`the footer content of ${contentLocale} has nothing for part "${part}"`, false));
    }
    shown = entry !== undefined && verdict(entry) === 'kept';
  }
  return {
    subject: part === null ? 'footer' : `footer part "${part}"`,
    shown,
    outcome: shown ? `shown (design ${version})` : 'not shown',
    steps,
  };
}

/** Why a footer link (by id or final href) is shown: the part holding it must be shown. */
export function explainFooterLink(
  config: CompiledConfig,
  rawFacts: Facts,
  data: CustomerData,
  match: { id?: string; href?: string },
  resolvers: Resolvers,
): Explanation {
  const { facts, contentLocale, content } = footerContext(config, rawFacts);
  const ctx = createResolveContext(config, facts, data, resolvers.blocks, resolvers.customer);
  const normal = (href: string | null | undefined) => href?.toLowerCase().replace(/\/+$/, '');
  const wanted = (id: string, href: string) => (match.id ? id === match.id : normal(ctx.href(href)) === normal(match.href));
  const subject = match.id ? `footer link "${match.id}"` : `footer link ${match.href}`;
  const inColumns = (content?.columns ?? []).find((c) => c.links.some((l) => wanted(l.id, l.href)));
  const inLegal = (content?.legal?.links ?? []).some((l) => wanted(l.id, l.href));
  if (!inColumns && !inLegal) {
    return { subject, shown: false, outcome: `not in the footer content of ${contentLocale} (config/footers/${contentLocale}.yaml)`, steps: [] };
  }
  const part = explainFooterPart(config, rawFacts, inColumns ? 'links' : 'legal', data, resolvers);
  const where = factStep(
    inColumns ? `it is in column "${inColumns.id}" of config/footers/${contentLocale}.yaml` : `it is a legal link of config/footers/${contentLocale}.yaml`,
    true,
  );
  return { subject, shown: part.shown, outcome: part.outcome, steps: [where, ...part.steps] };
}

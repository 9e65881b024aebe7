/**
 * The page as the build serves it, for `resolve` and `explain` on a persona's path: the config
 * alone does not say it for the offer pages.
 * - The build writes the offers its lists show at the build's time into the offer blocks
 *   (tools/offers/offer-build.ts): an offer's page is then headed, titled and described as that
 *   offer (resolve/page-subject.ts), and a list names its offers.
 * - It replaces the offer detail page's prefix route with one route per listed offer: the servers
 *   answer any other offer id with the locale's not-found page (server/serving/routes.ts), and the
 *   browser keeps that page (engine/pages/page-data.ts `withServedPage`).
 * The commands answer the same for a build made at the persona's time, so `resolve --page
 * /de-de/products/offer/<unknown id>/` is the not-found page (404) the visitor sees.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import { bodyOf, withBody } from '../../src/engine/pages/bodies.ts';
import { findPage } from '../../src/engine/pages/find.ts';
import { withServedPage } from '../../src/engine/pages/page-data.ts';
import { routesManifest } from '../../src/engine/pages/routes-manifest.ts';
import { answerPath, parseRoutes } from '../../server/serving/routes.ts';
import { createOfferBuild, hasOfferBlocks, type OfferBuildInput } from '../offers/offer-build.ts';

export function asServed(source: Omit<OfferBuildInput, 'at' | 'warn'>, facts: Facts): CompiledConfig {
  const { config } = source;
  const { locale, path } = facts.page;
  const page = findPage(config.pages, locale, path);
  // Only a prefix page's paths can be left out of the build's routes, only offer blocks get data.
  if (!page || (page.match !== 'prefix' && !hasOfferBlocks(page.blocks))) return config;
  const build = createOfferBuild({ ...source, at: facts.now.timestamp });
  if (page.match === 'prefix' && answerPath(parseRoutes(build.routes(routesManifest(config))), path).kind === 'not-found') {
    const notFound = config.pages[locale]?.find((candidate) => candidate.notFound);
    return notFound ? withServedPage(config, locale, path, notFound.id) : config;
  }
  return withBody(config, locale, page.id, build.body(locale, page, bodyOf(page)));
}

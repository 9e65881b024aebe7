/**
 * resolve and explain with every block type plugged in (registry.ts): what Node's callers (the
 * `portal` command with its rule tests, coverage and diff, the preview, the tests) and Storybook
 * use. The engine's own entries (engine/resolve/index.ts, engine/explain/) take the resolvers as
 * their last argument; the portal in the browser, prerendered pages included, hands them itself
 * (app/data/useViewModel.ts), so it never loads this file.
 */
import * as explainMenu from '../engine/explain/explain.ts';
import * as explainFooter from '../engine/explain/footer.ts';
import * as explainPage from '../engine/explain/page.ts';
import * as engine from '../engine/resolve/index.ts';
import type { Resolvers } from '../engine/resolve/resolve-types.ts';
import { ALL_RESOLVERS } from './registry.ts';

/** An engine entry with every block type's resolvers given as its last argument. */
function withAllResolvers<Asked extends unknown[], Answer>(entry: (...asked: [...Asked, Resolvers]) => Answer): (...asked: Asked) => Answer {
  return (...asked) => entry(...asked, ALL_RESOLVERS);
}

export const resolve = withAllResolvers(engine.resolve);
export const resolveData = withAllResolvers(engine.resolveData);
export const resolveRecorded = withAllResolvers(engine.resolveRecorded);
export const explainItem = withAllResolvers(explainMenu.explainItem);
export const explainRedirect = withAllResolvers(explainMenu.explainRedirect);
export const explainPageBlock = withAllResolvers(explainPage.explainPageBlock);
export const explainFooterPart = withAllResolvers(explainFooter.explainFooterPart);
export const explainFooterLink = withAllResolvers(explainFooter.explainFooterLink);

/**
 * resolve and explain with every block type plugged in (registry.ts): what Node's callers (the
 * `portal` command with its rule tests, coverage and diff, the preview, the tests) and Storybook
 * use. The engine's own entries (engine/resolve/index.ts, engine/explain/) take the resolvers as
 * an argument; the portal in the browser, prerendered pages included, hands them itself
 * (app/data/useViewModel.ts), so it never loads this file.
 */
import type { CompiledConfig } from '../engine/config/compiled.ts';
import type { CustomerData } from '../engine/facts/derive.ts';
import type { Facts } from '../engine/facts/types.ts';
import * as explainMenu from '../engine/explain/explain.ts';
import type { Explanation } from '../engine/explain/explanation.ts';
import * as explainFooter from '../engine/explain/footer.ts';
import * as explainPage from '../engine/explain/page.ts';
import * as engine from '../engine/resolve/index.ts';
import type { ResolveRecord } from '../engine/resolve/record.ts';
import type { FooterPart, ViewModel } from '../engine/types/view-model.ts';
import { ALL_RESOLVERS } from './registry.ts';

type Match = { id?: string; href?: string };

/** The view model (DESIGN.md) for these facts and data. Pure: same input, same output. */
export const resolve = (config: CompiledConfig, facts: Facts, data: CustomerData): ViewModel => engine.resolve(config, facts, data, ALL_RESOLVERS);

/** Derives facts and resolves in one step: what the CLI, the tests and the build call. */
export const resolveData = (config: CompiledConfig, data: CustomerData): ViewModel => engine.resolveData(config, data, ALL_RESOLVERS);

/** The view model and the record of why each part is in it or not (engine/resolve/record.ts). */
export const resolveRecorded = (config: CompiledConfig, facts: Facts, data: CustomerData): { view: ViewModel; record: ResolveRecord } =>
  engine.resolveRecorded(config, facts, data, ALL_RESOLVERS);

export const explainItem = (config: CompiledConfig, facts: Facts, data: CustomerData, match: Match): Explanation[] =>
  explainMenu.explainItem(config, facts, data, match, ALL_RESOLVERS);

export const explainRedirect = (config: CompiledConfig, facts: Facts, data: CustomerData): Explanation =>
  explainMenu.explainRedirect(config, facts, data, ALL_RESOLVERS);

export const explainPageBlock = (config: CompiledConfig, facts: Facts, data: CustomerData, match: Match): Explanation[] =>
  explainPage.explainPageBlock(config, facts, data, match, ALL_RESOLVERS);

export const explainFooterPart = (config: CompiledConfig, facts: Facts, part: FooterPart['kind'] | null, data: CustomerData): Explanation =>
  explainFooter.explainFooterPart(config, facts, part, data, ALL_RESOLVERS);

export const explainFooterLink = (config: CompiledConfig, facts: Facts, data: CustomerData, match: Match): Explanation =>
  explainFooter.explainFooterLink(config, facts, data, match, ALL_RESOLVERS);

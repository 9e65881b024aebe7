/**
 * A link list's shapes. Hrefs are made final per request, as menu hrefs are (spec 2.1: locale
 * prefix, lower case, {host}); each link has its own rule.
 */
import type { Rule } from '../../engine/config/rule.ts';
import type { BlockBase, Localized } from '../../engine/pages/block-base.ts';
import type { PreparedRule, SourceRef } from '../../engine/rules/types.ts';

export interface LinkListBlockConfig extends BlockBase {
  type: 'link-list';
  title?: Localized;
  links: { id: string; title: Localized; href: string; description?: Localized; newTab?: boolean; when?: Rule; locales?: string[] }[];
}

export interface CompiledLink {
  id: string;
  title: string;
  /** As written in config; made final (locale prefix, host) per request. */
  href: string;
  description?: string;
  newTab?: boolean;
  rule: PreparedRule | null;
  source: SourceRef | null;
}
export interface CompiledLinkListBlock {
  type: 'link-list';
  title?: string;
  links: CompiledLink[];
}

export interface BlockLink {
  id: string;
  title: string;
  href: string;
  description?: string;
  newTab?: boolean;
}
export interface LinkListBlock {
  type: 'link-list';
  id?: string;
  title?: string;
  links: BlockLink[];
}

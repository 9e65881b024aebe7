/**
 * Rich text (spec 5) drawn as React elements from a sanitised tree, so no
 * dangerouslySetInnerHTML and no DOM: it renders the same on the server. The portal gets the
 * tree ready-made in the view model (parsed at build time), so the browser ships no parser.
 *
 * The tree is already limited to the allowed tags and attributes; this file still maps
 * attributes through its own allow-list, so a future change in the tree cannot smuggle an
 * event handler, a style or another class through the renderer.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { isUnsafeHref } from '../../engine/format/href.ts';
import { RICH_TEXT_TAGS } from '../../engine/format/rich-text-tags.ts';
import { ALIGNABLE_TAGS, knownAlignmentClass } from '../../engine/format/rich-text-align.ts';
import type { RichTextElement, RichTextNode } from '../../engine/types/view-model.ts';
import { cx } from './cx.ts';
import './blocks.css';

const TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);

function props(node: RichTextElement, key: number): Record<string, unknown> {
  if (node.tag === 'a') {
    // Links always open in a new tab (spec 5); noopener keeps the opened page away from ours.
    const href = node.attrs.href;
    return { key, href: href !== undefined && !isUnsafeHref(href) ? href : undefined, target: '_blank', rel: 'noopener noreferrer' };
  }
  // Alignment is a class (blocks.css), never a style attribute: the CSP forbids those in server HTML.
  if (ALIGNABLE_TAGS.has(node.tag)) return { key, className: knownAlignmentClass(node.attrs.class) ?? undefined };
  return { key };
}

function draw(nodes: readonly RichTextNode[], newTabText: string): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const children = draw(node.children, newTabText);
    // Only the allowed tags become elements; anything else keeps just its content.
    if (!TAGS.has(node.tag)) return createElement(Fragment, { key: index }, ...children);
    if (node.tag === 'a') {
      children.push(
        <span key="new-tab" className="visually-hidden">
          {` ${newTabText}`}
        </span>,
      );
    }
    return createElement(node.tag, props(node, index), ...children);
  });
}

export interface RichTextTreeProps {
  tree: readonly RichTextNode[];
  className?: string;
}

export function RichTextTree({ tree, className }: RichTextTreeProps) {
  const { t } = useTranslation('common');
  if (tree.length === 0) return null;
  return <div className={cx('pb-rich-text', className)}>{draw(tree, t('opensInNewTab'))}</div>;
}

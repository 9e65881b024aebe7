/**
 * Rich text (spec 5) drawn as React elements from the engine's sanitised tree, so no
 * dangerouslySetInnerHTML and no DOM: it renders the same on the server.
 *
 * The tree is already limited to the allowed tags and attributes; this file still maps
 * attributes through its own allow-list, so a future change in the tree cannot smuggle an
 * event handler or a style through the renderer.
 */
import { createElement, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextTree, type RichTextElement, type RichTextNode } from '../../engine/format/rich-text.ts';
import { cx } from './cx.ts';
import './blocks.css';

const TEXT_ALIGN = new Set(['left', 'right', 'center', 'justify']);

/** "text-align: center" -> { textAlign: 'center' }; anything else is dropped. */
function alignment(style: string | undefined): CSSProperties | undefined {
  const match = /^\s*text-align\s*:\s*([a-z]+)\s*;?\s*$/i.exec(style ?? '');
  const value = match?.[1]?.toLowerCase();
  return value && TEXT_ALIGN.has(value) ? { textAlign: value as CSSProperties['textAlign'] } : undefined;
}

function props(node: RichTextElement, key: number): Record<string, unknown> {
  if (node.tag === 'a') {
    // Links always open in a new tab (spec 5); noopener keeps the opened page away from ours.
    return { key, href: node.attrs['href'], target: '_blank', rel: 'noopener noreferrer' };
  }
  if (node.tag === 'p') return { key, style: alignment(node.attrs['style']) };
  return { key };
}

function draw(nodes: readonly RichTextNode[], newTabText: string): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const children = draw(node.children, newTabText);
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

export interface RichTextProps {
  html: string | null | undefined;
  className?: string;
}

export function RichText({ html, className }: RichTextProps) {
  const { t } = useTranslation('common');
  const tree = useMemo(() => richTextTree(html), [html]);
  if (tree.length === 0) return null;
  return <div className={cx('pb-rich-text', className)}>{draw(tree, t('opensInNewTab'))}</div>;
}

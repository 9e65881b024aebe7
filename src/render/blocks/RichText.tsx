/**
 * Rich text from an HTML string (spec 5): parsed and limited to the allowed tags by the
 * engine's sanitiser, then drawn by RichTextTree. Where the tree is known at build time (the
 * footer disclaimer), use RichTextTree directly so the browser needs no HTML parser.
 */
import { useMemo } from 'react';
import { richTextTree } from '../../engine/format/rich-text.ts';
import { RichTextTree } from './RichTextTree.tsx';

export interface RichTextProps {
  html: string | null | undefined;
  className?: string;
}

export function RichText({ html, className }: RichTextProps) {
  const tree = useMemo(() => richTextTree(html), [html]);
  return <RichTextTree tree={tree} {...(className ? { className } : {})} />;
}

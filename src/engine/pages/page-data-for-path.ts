/**
 * The page data the prerender writes into one path's HTML (page-data.ts): the page's body, and on
 * a page that answers for many paths each block that names the path's subject cut down to it
 * (its type's subject.ts, from the registry the prerender hands in, src/blocks/subjects.generated.ts).
 * Build side only: the browser reads the result and never imports the block types' cutters.
 */
import type { BlockType, CompiledBlock } from '../../blocks/types.generated.ts';
import type { BlockForSubject, BlocksForSubject } from './blocks/definition.ts';
import type { CompiledPage, PageBody } from './compiled.ts';
import { subjectOf, type PageData } from './page-data.ts';

function blockForSubject(block: CompiledBlock, key: string, cutters: BlocksForSubject): CompiledBlock {
  if (!block.subjects) return block;
  const subject = block.subjects[key];
  const named: CompiledBlock = { ...block, subjects: subject ? { [key]: subject } : {} };
  const cut = cutters[block.type] as BlockForSubject<BlockType> | undefined;
  return cut ? cut(named, key) : named;
}

export function pageDataFor(page: Pick<CompiledPage, 'id' | 'match'>, body: PageBody, path: string, cutters: BlocksForSubject): PageData {
  const subject = subjectOf(page, path);
  if (subject === null) return { page: page.id, subject, body };
  return { page: page.id, subject, body: { ...body, blocks: body.blocks.map((block) => blockForSubject(block, subject, cutters)) } };
}

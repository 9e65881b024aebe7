/**
 * The code a page's body draws with, asked for as soon as the body is known (main.tsx), next to
 * hydration instead of after it: a prerendered block whose code arrives late is a block React
 * may have to draw again, and a customer page whose data comes first would wait for it.
 */
import type { PageBody } from '../../engine/pages/compiled.ts';
import { preloadPageBlocks } from '../../render/page/PageView.tsx';
import { preloadAppBlocks } from './PageBody.tsx';

/** Every `type` named in the body's blocks, at any depth (layout blocks hold blocks). */
export function blockTypesOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) blockTypesOf(item, into);
  else if (value && typeof value === 'object') {
    const type = (value as { type?: unknown }).type;
    if (typeof type === 'string') into.add(type);
    for (const child of Object.values(value)) if (child && typeof child === 'object') blockTypesOf(child, into);
  }
  return into;
}

export function preloadPageCode(body: PageBody): void {
  if (body.blocks.length === 0) return;
  const types = blockTypesOf(body.blocks);
  preloadPageBlocks(types);
  preloadAppBlocks(types);
}

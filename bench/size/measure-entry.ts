/**
 * One entry's first load in figures: its assets with their served sizes, JS and CSS totals,
 * and the verdict against the entry's JS gzip budget.
 */
import type { SizeEntry } from './budgets.ts';
import { firstLoadAssets, type FetchAsset } from './first-load.ts';
import { addBytes, NO_BYTES, servedBytes, type ServedBytes } from './served-bytes.ts';

export interface MeasuredAsset {
  path: string;
  kind: 'js' | 'css';
  via: string;
  bytes: ServedBytes;
}

export interface EntryMeasurement {
  entry: SizeEntry;
  html: ServedBytes;
  assets: MeasuredAsset[];
  js: ServedBytes;
  css: ServedBytes;
  /** References to other origins (not part of the build, not counted). */
  external: string[];
  /** JS gzip bytes over the budget; 0 or less is within it. */
  overBudget: number;
}

export async function measureEntry(entry: SizeEntry, html: string, pageUrl: string, fetchAsset: FetchAsset): Promise<EntryMeasurement> {
  const { assets, external } = await firstLoadAssets(html, pageUrl, fetchAsset);
  const measured: MeasuredAsset[] = [];
  for (const asset of assets) measured.push({ path: asset.path, kind: asset.kind, via: asset.via, bytes: await servedBytes(asset.body) });
  const total = (kind: 'js' | 'css') => measured.filter((asset) => asset.kind === kind).reduce((sum, asset) => addBytes(sum, asset.bytes), NO_BYTES);
  const js = total('js');
  return {
    entry,
    html: await servedBytes(Buffer.from(html, 'utf8')),
    assets: measured,
    js,
    css: total('css'),
    external,
    overBudget: js.gzip - entry.jsGzipBudget,
  };
}

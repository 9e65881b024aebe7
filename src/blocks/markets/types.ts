/** The market list block's shapes: no settings; the view model carries the country picker's markets. */
import type { BlockBase } from '../../engine/pages/block-base.ts';
import type { Market } from '../../engine/types/values.ts';

export interface MarketsBlockConfig extends BlockBase {
  type: 'markets';
}
export interface CompiledMarketsBlock {
  type: 'markets';
}
/** The country picker's markets as a list of links (the country selector page). */
export interface MarketsBlock {
  type: 'markets';
  id?: string;
  markets: Market[];
}

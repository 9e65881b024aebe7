import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';
import { resolveMarkets } from '../../engine/resolve/markets.ts';

export const resolve: BlockResolve<'markets'> = (block, r) => {
  const list = resolveMarkets(r.ctx);
  return list.length === 0 ? null : withId({ type: 'markets', markets: list }, block.id);
};

/**
 * The data-bound blocks before the customer's data is there: their loading skeleton (which the
 * prerendered HTML shows, so it is drawn the same way everywhere), and nothing else. With the
 * data, their folders' customer resolvers (src/blocks/<type>/resolve-customer.ts) draw them.
 */
import type { Block, DataBlockType } from '../../../blocks/types.generated.ts';
import type { BlockResolution, BlockResolve, CompiledOf } from './definition.ts';
import { withId } from './definition.ts';

/** Rows a table keeps while loading, so its skeleton reserves roughly the final height. */
export const PLACEHOLDER_ROWS = 3;

/** Numeric columns of the accounts table: amounts, right-aligned. */
const AMOUNT_COLUMNS: ReadonlySet<string> = new Set(['current', 'available', 'reserved']);

function loadingBlock(block: CompiledOf<DataBlockType>, { ctx }: BlockResolution): Block {
  switch (block.type) {
    case 'accounts':
    case 'products': {
      // One object for both tables keeps the first load small; products have no amount columns.
      const b = block as CompiledOf<'accounts' | 'products'>;
      const keys: readonly string[] = b.type === 'accounts' ? b.columns : ['product', 'state'];
      const columns = keys.map((key) => ({ key, label: ctx.text(`${b.type}.column.${key}`), numeric: AMOUNT_COLUMNS.has(key) }));
      return withId(
        { type: b.type, status: 'loading', caption: b.caption, message: null, columns, rows: [], total: null, placeholderRows: PLACEHOLDER_ROWS },
        b.id,
      );
    }
    case 'unread-messages':
      return withId({ type: 'unread-messages', status: 'loading', count: null, text: ctx.text('data.loading'), message: null }, block.id);
    default:
      // The customer's details, the postbox and the bookings: no rows yet (one object for all three keeps the first load small).
      return withId({ type: block.type, status: 'loading', rows: [], message: null }, block.id);
  }
}

/**
 * A data-bound block: its skeleton while loading, else what the customer resolvers make of the
 * data (the one of its type). One function for every data-bound type keeps the first load small.
 */
export function dataBlockResolver<T extends DataBlockType>(block: CompiledOf<T>, resolution: BlockResolution): Block | null {
  if (resolution.loading) return loadingBlock(block as CompiledOf<DataBlockType>, resolution);
  const resolver = resolution.ctx.customer?.blocks[(block as CompiledOf<DataBlockType>).type] as BlockResolve<T> | undefined;
  return resolver ? resolver(block, resolution) : null;
}

/**
 * The accounts, products and bookings tables. Everything shown comes formatted from the engine (labels,
 * identifiers, amounts in the account's currency for the page locale); this draws a table with
 * its caption, a skeleton that keeps the table's height while the calls run, and the messages
 * of the empty, maintenance and fetch-error states. Below 640px each row becomes a card whose
 * cells carry their column name (CSS reads data-label). The bookings add the links to the pages
 * around (a navigation landmark named by the engine, with "page 2 of 3"), and their fetch error a
 * retry, when the app gives one (src/blocks/transactions/actions.ts).
 */
import { useId } from 'react';
import type { DataTableBlock, TableCell } from '../../../engine/types/blocks.ts';
import type { Paging, TransactionsBlock } from '../../../blocks/transactions/types.ts';
import { cx } from '../../blocks/cx.ts';
import type { BlockProps } from '../block-props.ts';
import { DataMessageView } from './DataMessage.tsx';
import { useTransactionsActions } from '../../../blocks/transactions/actions.ts';

function CellContent({ cell }: { cell: TableCell }) {
  if (!cell.amount) return <>{cell.text}</>;
  return <span className={cx('pp-amount', cell.amount.isNegative && 'pp-amount--negative')}>{cell.amount.text}</span>;
}

function PagingNav({ paging }: { paging: Paging }) {
  return (
    <nav className="pp-paging" aria-label={paging.label}>
      {paging.previous && (
        <a className="pp-cta pp-cta--secondary" href={paging.previous.href} rel="prev">
          {paging.previous.text}
        </a>
      )}
      <span className="pp-paging__status" aria-current="page">
        {paging.status}
      </span>
      {paging.next && (
        <a className="pp-cta pp-cta--secondary" href={paging.next.href} rel="next">
          {paging.next.text}
        </a>
      )}
    </nav>
  );
}

export function DataTableBlockView({ block: shown, headingLevel }: BlockProps<DataTableBlock | TransactionsBlock>) {
  // The bookings while loading have no table yet (data-blocks.ts): an empty one with its skeleton.
  const block = { caption: '', columns: [], total: null, placeholderRows: 3, ...shown };
  const extra: Partial<TransactionsBlock> = shown.type === 'transactions' ? shown : {};
  const loading = block.status === 'loading';
  const actions = useTransactionsActions();
  const showTable = block.rows.length > 0 || loading;
  // Without a table there is no caption: the block keeps its name as a heading instead.
  const Heading = `h${headingLevel}` as const;
  const totalAt = block.columns.findIndex((column) => column.key === 'current');
  // The total's label spans the columns before the amounts' column (at least one).
  const labelSpan = Math.max(1, totalAt === -1 ? block.columns.length - 1 : totalAt);
  const amountColumn = block.columns[labelSpan];
  // Ids (the same in the prerendered HTML and the hydrated tree) for the section's name and for
  // the total row, whose cells name their headers: its row header spans the first columns, so
  // the cells' place alone does not tell which column header belongs to them.
  const id = useId();
  const titleId = `${id}title`;
  const totalId = `${id}total`;
  const columnId = (key: string) => `${id}col-${key}`;
  return (
    // Named by its caption or heading: a section with no name is no landmark and no outline entry.
    <section className={cx('pp-data', `pp-data--${block.type}`)} aria-labelledby={titleId} aria-busy={loading || undefined} data-status={block.status}>
      {!showTable && (
        <Heading id={titleId} className="pp-data__title">
          {block.caption}
        </Heading>
      )}
      {block.message && (
        <DataMessageView message={block.message} status={block.status} retry={extra.retry && actions ? { label: extra.retry, retry: actions.reload } : null} />
      )}
      {showTable && (
        <table className="pp-table">
          <caption id={titleId} className="pp-table__caption">
            {block.caption}
          </caption>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <th key={column.key} id={columnId(column.key)} scope="col" className={cx(column.numeric && 'pp-table__numeric')}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.id}>
                {row.cells.map((cell, i) => {
                  const column = block.columns[i];
                  return (
                    <td key={column?.key ?? i} data-label={column?.label} className={cx(column?.numeric && 'pp-table__numeric')}>
                      <CellContent cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))}
            {Array.from({ length: block.placeholderRows }, (_, r) => (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row holds no link or control, only grey bars.
              <tr key={`placeholder-${r}`} className="pp-table__placeholder" aria-hidden="true">
                {block.columns.map((column) => (
                  <td key={column.key} data-label={column.label}>
                    <span className="pp-skeleton" />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {block.total && (
            <tfoot>
              <tr>
                <th id={totalId} scope="row" colSpan={labelSpan} className="pp-table__total-label">
                  {block.total.label}
                </th>
                <td className="pp-table__numeric" headers={amountColumn ? `${totalId} ${columnId(amountColumn.key)}` : totalId}>
                  {block.total.amounts.map((amount) => (
                    <span key={amount.currency} className={cx('pp-amount', 'pp-amount--total', amount.isNegative && 'pp-amount--negative')}>
                      {amount.text}
                    </span>
                  ))}
                </td>
                {block.columns.slice(labelSpan + 1).map((column) => (
                  <td key={column.key} className="pp-table__filler" headers={`${totalId} ${columnId(column.key)}`} />
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      )}
      {block.total?.note && <p className="pp-data__note">{block.total.note}</p>}
      {extra.paging && <PagingNav paging={extra.paging} />}
    </section>
  );
}

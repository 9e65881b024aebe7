/**
 * Several views side by side, scaled down: one persona in every locale, or every persona of
 * one locale. The cells are pictures (inert: no focus stops in dozens of frames); each says in
 * words what the engine decided and opens as the single view.
 */
import { useMemo } from 'react';
import type { PreviewState } from '../protocol.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { renderMessageOf } from './renderMessage.ts';
import { matrixCells, requestOf, VIEWPORTS, type MatrixCell, type Selection } from './selection.ts';
import { useView } from './useView.ts';

/** A desktop cell a quarter of its size, a phone cell half: about the same width on screen. */
const SCALE = { desktop: 0.25, phone: 0.5 } as const;

export interface MatrixProps {
  state: PreviewState;
  selection: Selection;
  onOpen: (cell: MatrixCell) => void;
}

export function Matrix({ state, selection, onOpen }: MatrixProps) {
  const cells = matrixCells(selection, state.personas, state.locales);
  const title =
    selection.mode === 'locales'
      ? `${selection.persona} in every locale (${cells.length})`
      : `Every persona of ${cells[0]?.locale ?? selection.locale ?? ''} (${cells.length})`;
  return (
    <main className="pv-stage pv-stage--matrix">
      <h2>{title}</h2>
      <ul className="pv-matrix">
        {cells.map((cell) => (
          <MatrixCellView key={`${cell.persona}@${cell.locale}`} cell={cell} selection={selection} version={state.version} onOpen={onOpen} />
        ))}
      </ul>
    </main>
  );
}

function MatrixCellView({ cell, selection, version, onOpen }: { cell: MatrixCell; selection: Selection; version: number; onOpen: (cell: MatrixCell) => void }) {
  const { view, error } = useView(requestOf(selection, cell, false), version);
  const render = useMemo(() => renderMessageOf(view), [view]);
  const viewport = VIEWPORTS[selection.viewport];
  const vm = view?.viewModel;
  return (
    <li className="pv-cell" data-cell={`${cell.persona}@${cell.locale}`}>
      <h3>
        {cell.persona} · {cell.locale}
      </h3>
      {error && <p className="pv-error">{error}</p>}
      <div inert>
        <PreviewFrame
          title={`${cell.persona} in ${cell.locale}`}
          width={viewport.width}
          height={viewport.height}
          scale={SCALE[selection.viewport]}
          render={render}
        />
      </div>
      {vm && (
        <p className="pv-hint">
          {vm.header.type} header ({vm.header.variant}); redirect {vm.redirect ? vm.redirect.action : 'none'}; page {vm.page.id}
        </p>
      )}
      <button type="button" onClick={() => onOpen(cell)}>
        Open {cell.persona} in {cell.locale}
      </button>
    </li>
  );
}

/**
 * The preview page: the choices on the left, the view (or a matrix of views) in the middle,
 * the explanations on the right, and above everything the findings of any broken file.
 * Everything it shows comes from the Node side (tools/preview/), resolved by the real engine.
 */
import { useCallback, useEffect, useState } from 'react';
import { Controls } from './Controls.tsx';
import { Matrix } from './Matrix.tsx';
import { ProblemList } from './ProblemList.tsx';
import { queryOf, selectionFromQuery, type MatrixCell, type Selection } from './selection.ts';
import { SingleView } from './SingleView.tsx';
import { usePreviewState, type Connection } from './usePreviewState.ts';

const CONNECTION_TEXT: Record<Connection, string> = {
  connecting: 'Connecting to the preview server…',
  open: 'Live: edits to config/ and personas/ show at once.',
  lost: 'Connection to the preview server lost; trying again. The preview shows what it had.',
};

/** The persona shown first when the address names none. */
const FIRST_PERSONA = 'active-de';

export function PreviewApp() {
  const { state, connection } = usePreviewState();
  const [selection, setSelection] = useState<Selection>(() => selectionFromQuery(window.location.search));

  useEffect(() => {
    window.history.replaceState(null, '', `${window.location.pathname}${queryOf(selection)}`);
  }, [selection]);

  // An address without a (known) persona starts with a default one.
  useEffect(() => {
    if (!state || state.personas.length === 0 || state.personas.some((p) => p.id === selection.persona)) return;
    const first = state.personas.find((p) => p.id === FIRST_PERSONA) ?? state.personas[0]!;
    setSelection((current) => ({ ...current, persona: first.id }));
  }, [state, selection.persona]);

  const onNavigate = useCallback(
    (path: string) => {
      const first = path.split('/')[1]?.toLowerCase() ?? '';
      setSelection((current) => ({ ...current, page: path, ...(state?.locales.includes(first) ? { locale: first } : {}) }));
    },
    [state],
  );
  const onOpen = useCallback(
    (cell: MatrixCell) => setSelection((current) => ({ ...current, persona: cell.persona, locale: cell.locale, page: null, mode: 'single' })),
    [],
  );

  const persona = state?.personas.find((p) => p.id === selection.persona);
  const defaultPage = persona ? `persona's page (${persona.locale})` : '';
  return (
    <div className="pv-app">
      <header className="pv-top">
        <h1>Portal preview</h1>
        <p role="status" className="pv-connection" data-connection={connection}>
          {CONNECTION_TEXT[connection]}
        </p>
      </header>
      {state && <ProblemList problems={state.problems} hasConfig={state.hasConfig} configCompiledAt={state.configCompiledAt} />}
      {state && (
        <div className="pv-layout" data-mode={selection.mode}>
          <section className="pv-options" aria-labelledby="pv-options-title">
            <h2 id="pv-options-title">What to show</h2>
            <Controls state={state} selection={selection} onChange={setSelection} defaultPage={defaultPage} />
          </section>
          {selection.mode === 'single' ? (
            <SingleView state={state} selection={selection} onNavigate={onNavigate} />
          ) : (
            <Matrix state={state} selection={selection} onOpen={onOpen} />
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The preview's choices: persona, locale, design version, page, time, feature flags, viewport and
 * what to show (one view or a matrix). Native form controls with labels, so every choice is
 * reachable and named for keyboard and screen-reader users; a change applies at once.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PreviewState } from '../protocol.ts';
import { VIEWPORTS, type Mode, type Selection, type Viewport } from './selection.ts';

export interface ControlsProps {
  state: PreviewState;
  selection: Selection;
  onChange: (next: Selection) => void;
  /** The page the persona shows without a page chosen. */
  defaultPage: string;
}

const MODES: { value: Mode; label: string }[] = [
  { value: 'single', label: 'One view' },
  { value: 'locales', label: 'This persona in every locale' },
  { value: 'personas', label: 'Every persona of this locale' },
];

function PageField({ page, defaultPage, onPage }: { page: string | null; defaultPage: string; onPage: (page: string | null) => void }) {
  const id = useId();
  const [text, setText] = useState(page ?? '');
  useEffect(() => setText(page ?? ''), [page]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    onPage(trimmed === '' ? null : trimmed.startsWith('/') ? trimmed : `/${trimmed}`);
  };
  return (
    <form className="pv-field" onSubmit={submit}>
      <label htmlFor={id}>Page path</label>
      <div className="pv-inline">
        <input id={id} type="text" value={text} placeholder={defaultPage} onChange={(event) => setText(event.target.value)} />
        <button type="submit">Show</button>
      </div>
    </form>
  );
}

export function Controls({ state, selection, onChange, defaultPage }: ControlsProps) {
  const ids = { persona: useId(), description: useId(), locale: useId(), design: useId(), at: useId(), atHint: useId() };
  const set = (change: Partial<Selection>) => onChange({ ...selection, ...change });
  const persona = state.personas.find((p) => p.id === selection.persona);

  const setFlag = (name: string, value: string) => {
    const flags = { ...selection.flags };
    if (value === '') delete flags[name];
    else flags[name] = value === 'on';
    set({ flags });
  };

  return (
    <div className="pv-controls">
      <div className="pv-field">
        <label htmlFor={ids.persona}>Persona</label>
        <select
          id={ids.persona}
          value={selection.persona}
          aria-describedby={ids.description}
          onChange={(event) => set({ persona: event.target.value, page: null })}
        >
          {state.personas.map((p) => (
            <option key={p.id} value={p.id}>
              {p.id} ({p.locale})
            </option>
          ))}
        </select>
        <p id={ids.description} className="pv-hint">
          {persona ? `${persona.description} (${persona.file})` : ''}
        </p>
      </div>

      <div className="pv-field">
        <label htmlFor={ids.locale}>Locale</label>
        <select id={ids.locale} value={selection.locale ?? ''} onChange={(event) => set({ locale: event.target.value || null, page: null })}>
          <option value="">persona's own ({persona?.locale ?? '?'})</option>
          {state.locales.map((locale) => (
            <option key={locale} value={locale}>
              {locale}
            </option>
          ))}
        </select>
      </div>

      <div className="pv-field">
        <label htmlFor={ids.design}>Design version</label>
        <select id={ids.design} value={selection.design ?? ''} onChange={(event) => set({ design: (event.target.value || null) as Selection['design'] })}>
          <option value="">persona's own</option>
          <option value="v2">v2</option>
          <option value="v1">v1</option>
        </select>
      </div>

      <PageField page={selection.page} defaultPage={defaultPage} onPage={(page) => set({ page })} />

      <div className="pv-field">
        <label htmlFor={ids.at}>Time</label>
        <input
          id={ids.at}
          type="datetime-local"
          value={selection.at ?? ''}
          aria-describedby={ids.atHint}
          onChange={(event) => set({ at: event.target.value || null })}
        />
        <p id={ids.atHint} className="pv-hint">
          The market's time of the locale, for rules that read now (scheduled changes); empty: now.
        </p>
      </div>

      <fieldset className="pv-field">
        <legend>Viewport</legend>
        {(Object.keys(VIEWPORTS) as Viewport[]).map((viewport) => (
          <label key={viewport} className="pv-choice">
            <input type="radio" name="pv-viewport" value={viewport} checked={selection.viewport === viewport} onChange={() => set({ viewport })} />
            {VIEWPORTS[viewport].label}
          </label>
        ))}
      </fieldset>

      <fieldset className="pv-field">
        <legend>Show</legend>
        {MODES.map((mode) => (
          <label key={mode.value} className="pv-choice">
            <input type="radio" name="pv-mode" value={mode.value} checked={selection.mode === mode.value} onChange={() => set({ mode: mode.value })} />
            {mode.label}
          </label>
        ))}
      </fieldset>

      <fieldset className="pv-field pv-flags">
        <legend>Feature flags</legend>
        {state.flags.map((flag) => {
          const value = selection.flags[flag.name];
          const own = persona?.flags[flag.name] === true ? 'on' : 'off';
          return (
            <FlagField
              key={flag.name}
              name={flag.name}
              description={flag.description}
              own={own}
              value={value === undefined ? '' : value ? 'on' : 'off'}
              onChange={(next) => setFlag(flag.name, next)}
            />
          );
        })}
      </fieldset>
    </div>
  );
}

function FlagField({
  name,
  description,
  own,
  value,
  onChange,
}: {
  name: string;
  description: string;
  own: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hint = useId();
  return (
    <div className="pv-flag" data-overridden={value !== ''}>
      <label htmlFor={id}>{name}</label>
      <select id={id} value={value} aria-describedby={hint} onChange={(event) => onChange(event.target.value)}>
        <option value="">persona's ({own})</option>
        <option value="on">on</option>
        <option value="off">off</option>
      </select>
      <span id={hint} className="pv-hint">
        {description}
      </span>
    </div>
  );
}

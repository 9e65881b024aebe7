/**
 * What the preview page shows: the choices of its form, kept in the address (so a reload or
 * a shared link shows the same) and turned into view requests for the Node side.
 */
import type { PersonaSummary, ViewRequest } from '../protocol.ts';

export type Viewport = 'desktop' | 'phone';
export type Mode = 'single' | 'locales' | 'personas';

export interface Selection {
  persona: string;
  /** null: the persona's own locale. */
  locale: string | null;
  /** null: the persona's own design version. */
  design: 'v1' | 'v2' | null;
  /** Overrides only; a flag not named keeps the persona's value. */
  flags: Record<string, boolean>;
  /** null: the persona's own page (moved to the locale). */
  page: string | null;
  /** The time to resolve at, in the market's time ("2026-12-01T08:00"); null: now. */
  at: string | null;
  viewport: Viewport;
  mode: Mode;
}

export const VIEWPORTS: Record<Viewport, { width: number; height: number; label: string }> = {
  desktop: { width: 1280, height: 800, label: 'Desktop (1280 × 800)' },
  phone: { width: 390, height: 844, label: 'Phone (390 × 844)' },
};

export function selectionFromQuery(search: string): Selection {
  const query = new URLSearchParams(search);
  const flags: Record<string, boolean> = {};
  for (const entry of (query.get('flags') ?? '').split(',').filter(Boolean)) {
    if (entry.startsWith('-')) flags[entry.slice(1)] = false;
    else flags[entry] = true;
  }
  const design = query.get('design');
  const mode = query.get('mode');
  return {
    persona: query.get('persona') ?? '',
    locale: query.get('locale') || null,
    design: design === 'v1' || design === 'v2' ? design : null,
    flags,
    page: query.get('page') || null,
    at: query.get('at') || null,
    viewport: query.get('viewport') === 'phone' ? 'phone' : 'desktop',
    mode: mode === 'locales' || mode === 'personas' ? mode : 'single',
  };
}

export function queryOf(selection: Selection): string {
  const query = new URLSearchParams();
  if (selection.persona) query.set('persona', selection.persona);
  if (selection.locale) query.set('locale', selection.locale);
  if (selection.design) query.set('design', selection.design);
  const flags = Object.entries(selection.flags).map(([name, on]) => (on ? name : `-${name}`));
  if (flags.length > 0) query.set('flags', flags.join(','));
  if (selection.page) query.set('page', selection.page);
  if (selection.at) query.set('at', selection.at);
  if (selection.viewport !== 'desktop') query.set('viewport', selection.viewport);
  if (selection.mode !== 'single') query.set('mode', selection.mode);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The request for one view of the selection (a matrix cell names its own persona and locale). */
export function requestOf(selection: Selection, cell?: { persona: string; locale: string }, explain = true): ViewRequest {
  const request: ViewRequest = { persona: cell?.persona ?? selection.persona, flags: selection.flags };
  const locale = cell?.locale ?? selection.locale;
  if (locale) request.locale = locale;
  if (selection.design) request.design = selection.design;
  if (selection.at) request.at = selection.at;
  // A page path is the single view's; matrix cells show each persona's own page.
  if (selection.page && !cell) request.page = selection.page;
  if (!explain) request.explain = false;
  return request;
}

export interface MatrixCell {
  persona: string;
  locale: string;
}

/** The cells of a matrix: one persona in every locale, or every persona whose own locale is the chosen one. */
export function matrixCells(selection: Selection, personas: readonly PersonaSummary[], locales: readonly string[]): MatrixCell[] {
  const persona = personas.find((p) => p.id === selection.persona);
  if (selection.mode === 'locales') return persona ? locales.map((locale) => ({ persona: persona.id, locale })) : [];
  if (selection.mode === 'personas') {
    const locale = selection.locale ?? persona?.locale ?? locales[0] ?? '';
    return personas.filter((p) => p.locale === locale).map((p) => ({ persona: p.id, locale }));
  }
  return [];
}

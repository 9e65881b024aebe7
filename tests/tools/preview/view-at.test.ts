// The preview's time field: a view resolved at a chosen time, in the market's time
// of the locale, so a product owner sees a scheduled change before its day.
import { describe, expect, it } from 'vitest';
import { previewView, ViewRequestError } from '../../../tools/preview/view.ts';
import { parseViewRequest } from '../../../tools/preview/request.ts';
import type { ViewRequest } from '../../../src/preview/protocol.ts';
import { viewQuery } from '../../../src/preview/view-query.ts';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { compiledConfig } from '../../support/config.ts';
import { loadPersona } from '../../support/personas.ts';

/** The real config with payment methods (de-de account menu) shown from 1 December 2026, 08:00. */
function scheduled(): CompiledConfig {
  const config = structuredClone(compiledConfig());
  const rule = { '>=': [{ var: 'now.iso' }, '2026-12-01T08:00'] };
  config.menus['de-de']!.account.find((i) => i.id === 'payment-methods')!.rule = { original: rule, logic: rule, source: null };
  return config;
}

function view(request: Omit<ViewRequest, 'persona'>) {
  const persona = loadPersona('payment-methods-de');
  return previewView(
    {
      config: scheduled(),
      strings: { de: { header: {} } },
      persona,
      summary: { id: persona.id, description: '', locale: 'de-de', file: '', flags: {} },
      version: 1,
    },
    { persona: persona.id, ...request },
  );
}

const accountIds = (result: ReturnType<typeof view>) => (result.viewModel.header.account?.menu ?? []).map((item) => item.id);

describe('the preview at a chosen time', () => {
  it('shows a scheduled item from its time on, not before', () => {
    expect(accountIds(view({ at: '2026-12-01T07:59' }))).not.toContain('payment-methods');
    expect(accountIds(view({ at: '2026-12-01T08:00' }))).toContain('payment-methods');
  });

  it('carries the time in the view query, and refuses one that is not a time', () => {
    const request: ViewRequest = { persona: 'payment-methods-de', at: '2026-12-01T08:00' };
    expect(parseViewRequest(new URLSearchParams(viewQuery(request)), [])).toEqual(request);
    expect(() => view({ at: 'soon' })).toThrow(ViewRequestError);
    expect(() => view({ at: 'soon' })).toThrow(/at "soon" is not a time/);
  });
});

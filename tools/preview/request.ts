/**
 * The query of `GET /__preview/api/view`: persona, locale, design, flags, page, at, explain.
 * `flags=paymentMethods,-smartBanner` turns the first on and the second off, as the running
 * portal's `?flags=` does; a name the persona schema does not know is refused with the list.
 */
import type { FlagSummary, ViewRequest } from '../../src/preview/protocol.ts';
import { ViewRequestError } from './view.ts';

export function parseViewRequest(query: URLSearchParams, knownFlags: readonly FlagSummary[]): ViewRequest {
  const persona = query.get('persona');
  if (!persona) throw new ViewRequestError('persona is required (the id of a file in personas/)');
  const request: ViewRequest = { persona };
  const locale = query.get('locale');
  if (locale) request.locale = locale;
  const design = query.get('design');
  if (design) {
    if (design !== 'v1' && design !== 'v2') throw new ViewRequestError(`design must be v1 or v2, got "${design}"`);
    request.design = design;
  }
  const page = query.get('page');
  if (page) request.page = page;
  const at = query.get('at');
  if (at) request.at = at;
  const flags = query.get('flags');
  if (flags) {
    const names = new Set(knownFlags.map((flag) => flag.name));
    request.flags = {};
    for (const entry of flags
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const off = entry.startsWith('-');
      const name = off ? entry.slice(1) : entry;
      if (!names.has(name)) throw new ViewRequestError(`unknown flag "${name}"; flags are ${[...names].join(', ')}`);
      request.flags[name] = !off;
    }
  }
  if (query.get('explain') === '0') request.explain = false;
  return request;
}

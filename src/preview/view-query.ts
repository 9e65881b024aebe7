import type { ViewRequest } from './protocol.ts';

/**
 * The query string of `GET /__preview/api/view` for a request (tools/preview/request.ts reads
 * it back): flags as `name` (on) and `-name` (off), as the running portal's `?flags=`.
 */
export function viewQuery(request: ViewRequest): string {
  const query = new URLSearchParams({ persona: request.persona });
  if (request.locale) query.set('locale', request.locale);
  if (request.design) query.set('design', request.design);
  if (request.page) query.set('page', request.page);
  if (request.at) query.set('at', request.at);
  const flags = Object.entries(request.flags ?? {}).map(([name, on]) => (on ? name : `-${name}`));
  if (flags.length > 0) query.set('flags', flags.join(','));
  if (request.explain === false) query.set('explain', '0');
  return query.toString();
}

/**
 * One view from the Node side, fetched again when the request or the state's version
 * changes. The last view that arrived stays while the next one loads or when it fails, so an
 * edit in progress never blanks the preview.
 */
import { useEffect, useState } from 'react';
import { PREVIEW_API, type PreviewView, type ViewRequest } from '../protocol.ts';
import { viewQuery } from '../view-query.ts';

export interface ViewResult {
  view: PreviewView | null;
  /** Why the last fetch failed (the server's message), or null. */
  error: string | null;
  loading: boolean;
}

export function useView(request: ViewRequest | null, version: number | undefined): ViewResult {
  const [result, setResult] = useState<ViewResult>({ view: null, error: null, loading: false });
  const query = request ? viewQuery(request) : null;
  useEffect(() => {
    if (query === null || version === undefined) return;
    const abort = new AbortController();
    setResult((previous) => ({ ...previous, loading: true }));
    fetch(`${PREVIEW_API}view?${query}`, { signal: abort.signal })
      .then(async (response) => {
        const body = (await response.json()) as PreviewView | { message?: string };
        if (!response.ok) throw new Error('message' in body && body.message ? body.message : `HTTP ${response.status}`);
        setResult({ view: body as PreviewView, error: null, loading: false });
      })
      .catch((error: Error) => {
        if (abort.signal.aborted) return;
        setResult((previous) => ({ view: previous.view, error: error.message, loading: false }));
      });
    return () => abort.abort();
  }, [query, version]);
  return result;
}

/**
 * One document's file, GET /documents/{id}/file, through the portal's API client: the request must
 * carry the customer's bearer token, which a plain link cannot. The answer is the file's bytes and
 * the name the service gives it (Content-Disposition); the view saves it (save-file.ts). Anything
 * but a PDF of some bytes is refused, so an error page is never saved as the customer's document.
 */
import type { ApiClient } from '../api/client.ts';
import type { SessionIdentity } from './fetchers.ts';

export interface DocumentFile {
  blob: Blob;
  fileName: string;
}

/** What the file's answer may be: a PDF, or bytes the service did not type. */
const FILE_TYPES = /^application\/(pdf|octet-stream)\b/i;

/**
 * The file name of a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` before
 * `filename="…"`), without any directory part; `fallback` when it names none.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const header = disposition ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

export async function fetchDocumentFile(api: Pick<ApiClient, 'request'>, id: SessionIdentity, documentId: string): Promise<DocumentFile> {
  const response = await api.request<unknown>('GET', `/documents/${encodeURIComponent(documentId)}/file`, {
    query: { customer_id: id.customerNumber },
    as: 'blob',
  });
  const blob = response.data;
  const type = response.headers.get('Content-Type') ?? '';
  if (!(blob instanceof Blob) || blob.size === 0 || !FILE_TYPES.test(type)) {
    throw new Error(`GET /documents/${documentId}/file answered ${type || 'no type'} (${blob instanceof Blob ? blob.size : 0} bytes), not a PDF`);
  }
  const pdf = blob.type ? blob : new Blob([blob], { type: 'application/pdf' });
  return { blob: pdf, fileName: fileNameOf(response.headers.get('Content-Disposition'), `${documentId}.pdf`) };
}

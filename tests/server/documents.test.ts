// The customer's documents on the local backend (server/backend/documents.ts): the list, and each
// file a real PDF (header, %%EOF, cross-reference offsets that point at their objects).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../src/engine/types/persona.ts';
import { activeCustomer, BAC } from './fixtures.ts';
import { login, startHarness, type Harness } from './harness.ts';

const DOCUMENTS: NonNullable<Persona['documents']> = [
  { id: 'old', title: 'Kontoauszug Dezember 2025', date: '2026-01-02', kind: 'statement' },
  { id: 'new', title: 'Zinsbescheinigung (2025) für Sie', date: '2026-02-12', kind: 'tax', read: false },
];

/** Checks the PDF's structure: header, trailer, and every xref offset at "n 0 obj". */
export function checkPdf(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamAt = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamAt + length, streamAt + length + '\nendstream'.length)).toBe('\nendstream');
  return text;
}

describe('documents routes', () => {
  let h: Harness;
  let token: string;
  const call = (path: string, bearer = token) => fetch(`${h.stack.url}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

  beforeAll(async () => {
    h = await startHarness({}, [activeCustomer({ id: 'with-documents', documents: DOCUMENTS })]);
    token = (await login(h.stack, 'with-documents')).access_token;
  });
  afterAll(() => h.stop());

  it('lists the documents newest first', async () => {
    const answer = await call(`/api/documents?customer_id=${BAC}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { id: string }[] }).data.map((d) => d.id)).toEqual(['new', 'old']);
  });

  it('serves each file as a valid PDF attachment with its title and the customer name', async () => {
    const answer = await call(`/api/documents/new/file?customer_id=${BAC}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="Zinsbescheinigung-2025-fur-Sie-2026-02-12.pdf"');
    const text = checkPdf(Buffer.from(await answer.arrayBuffer()));
    expect(text).toContain('(Zinsbescheinigung \\(2025\\) f\xfcr Sie) Tj');
    expect(text).toContain('(Dr. Erika Mustermann) Tj');
  });

  it('404 for an unknown document; another customer 403; no token 401', async () => {
    expect((await call(`/api/documents/nope/file?customer_id=${BAC}`)).status).toBe(404);
    expect((await call('/api/documents?customer_id=DE0000000000')).status).toBe(403);
    expect((await call(`/api/documents/new/file?customer_id=DE0000000000`)).status).toBe(403);
    expect((await call(`/api/documents?customer_id=${BAC}`, '')).status).toBe(401);
  });
});

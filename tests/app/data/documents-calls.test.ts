// The portal's documents calls (src/app/data/fetchers.ts, document-file.ts) through its real API
// client against the real local stack, how their answers reach the engine (assemble.ts), and that
// the list is asked on the page that shows documents only (customer-calls.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/app/api/client.ts';
import { assembleCustomerData, type CustomerParts } from '../../../src/app/data/assemble.ts';
import { callApplies, CUSTOMER_CALLS, type CallContext } from '../../../src/app/data/customer-calls.ts';
import { fetchDocumentFile, fileNameOf } from '../../../src/app/data/document-file.ts';
import { fetchDocuments, type SessionIdentity } from '../../../src/app/data/fetchers.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { activeCustomer, BAC } from '../../server/fixtures.ts';
import { login, startHarness, type Harness } from '../../server/harness.ts';

const DOCUMENTS: NonNullable<Persona['documents']> = [
  { id: 'old', title: 'Zinsbescheinigung 2025', date: '2026-02-12', kind: 'tax', read: true },
  { id: 'new', title: 'Kontoauszug Oktober 2026', date: '2026-11-02', kind: 'statement', read: false },
];
const FAILING_BAC = 'DE5555555555';
const EMPTY_BAC = 'DE6666666666';

async function bytesOf(blob: Blob): Promise<string> {
  return Buffer.from(await blob.arrayBuffer()).toString('latin1');
}

describe('documents calls', () => {
  let h: Harness;
  const clients: Record<string, ApiClient> = {};
  const id: SessionIdentity = { customerNumber: BAC, userId: 'u-100' };

  beforeAll(async () => {
    h = await startHarness({}, [
      activeCustomer({ id: 'holder', documents: DOCUMENTS }),
      activeCustomer({ id: 'empty', customer: { id: 'c-6', bacNumber: EMPTY_BAC } }),
      activeCustomer({ id: 'failing', documents: DOCUMENTS, documentsStatus: 503, customer: { id: 'c-5', bacNumber: FAILING_BAC } }),
    ]);
    for (const persona of ['holder', 'empty', 'failing']) {
      const token = (await login(h.stack, persona)).access_token;
      clients[persona] = createApiClient({ baseUrl: `${h.stack.url}/api`, getAccessToken: () => token, onForbidden: () => undefined, log: () => undefined });
    }
  });
  afterAll(() => h.stop());

  it('reads the list newest first', async () => {
    const list = await fetchDocuments(clients.holder!, id);
    expect(list.status).toBe(200);
    expect(list.documents).toMatchObject([
      { id: 'new', kind: 'statement', read: false },
      { id: 'old', kind: 'tax', read: true },
    ]);
  });

  it('reads an empty list, and gives a failed list status instead of throwing', async () => {
    expect(await fetchDocuments(clients.empty!, { customerNumber: EMPTY_BAC, userId: 'u-100' })).toEqual({ documents: [], status: 200 });
    expect(await fetchDocuments(clients.failing!, { customerNumber: FAILING_BAC, userId: 'u-100' })).toEqual({ documents: [], status: 503 });
  });

  it('fetches a file with the token as a whole PDF named by the service', async () => {
    const file = await fetchDocumentFile(clients.holder!, id, 'new');
    expect(file.fileName).toBe('Kontoauszug-Oktober-2026-2026-11-02.pdf');
    expect(file.blob.type).toBe('application/pdf');
    const bytes = await bytesOf(file.blob);
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(bytes).toContain('Kontoauszug Oktober 2026');
  });

  it('rejects a file the service refuses (an unknown document, another customer, no token)', async () => {
    await expect(fetchDocumentFile(clients.holder!, id, 'nope')).rejects.toMatchObject({ status: 404 });
    await expect(fetchDocumentFile(clients.holder!, { customerNumber: EMPTY_BAC, userId: null }, 'new')).rejects.toMatchObject({ status: 403 });
    const anonymous = createApiClient({ baseUrl: `${h.stack.url}/api`, getAccessToken: () => null, onForbidden: () => undefined, log: () => undefined });
    await expect(fetchDocumentFile(anonymous, id, 'new')).rejects.toMatchObject({ status: 401 });
  });
});

describe('a document file that is not a PDF', () => {
  const answering = (body: BodyInit | null, type: string | null): ApiClient =>
    createApiClient({
      baseUrl: 'http://127.0.0.1:1/api',
      getAccessToken: () => 't',
      onForbidden: () => undefined,
      log: () => undefined,
      fetch: () => Promise.resolve(new Response(body, { status: 200, headers: type ? { 'content-type': type } : {} })),
    });

  it('is refused, so an error page is never saved as the document', async () => {
    const who = { customerNumber: BAC, userId: null };
    await expect(fetchDocumentFile(answering('<html>sign in</html>', 'text/html'), who, 'a')).rejects.toThrow(/not a PDF/);
    await expect(fetchDocumentFile(answering('', 'application/pdf'), who, 'a')).rejects.toThrow(/0 bytes/);
  });

  it('takes the name from Content-Disposition, the UTF-8 form first, never a directory', () => {
    expect(fileNameOf('attachment; filename="a-2026.pdf"', 'x.pdf')).toBe('a-2026.pdf');
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''Zinsbescheinigung%20%C3%BC.pdf`, 'x.pdf')).toBe('Zinsbescheinigung ü.pdf');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('passwd');
    expect(fileNameOf(null, 'doc-1.pdf')).toBe('doc-1.pdf');
    expect(fileNameOf('attachment', 'doc-1.pdf')).toBe('doc-1.pdf');
  });
});

describe('assembling the documents', () => {
  const base: CustomerParts = { identity: { customerNumber: BAC, userId: null }, customer: { bacNumber: BAC } };
  const context = { locale: 'de-de', page: '/de-de/documents/' };

  it('hands the list to the engine, the failure as documentsStatus, and nothing when it was not asked', () => {
    const listed = assembleCustomerData({ ...base, documents: { documents: DOCUMENTS, status: 200 } }, context, {});
    expect(listed.documents).toEqual(DOCUMENTS);
    expect(listed.documentsStatus).toBeUndefined();
    expect(assembleCustomerData({ ...base, documents: { documents: [], status: 503 } }, context, {})).toMatchObject({ documentsStatus: 503 });
    const other = assembleCustomerData(base, context, {});
    expect(other.documents).toBeUndefined();
    expect(other.documentsStatus).toBeUndefined();
  });
});

describe('the documents call', () => {
  const call = CUSTOMER_CALLS.find((candidate) => candidate.part === 'documents')!;
  const contextWith = (pageBlocks?: ReadonlySet<string>): CallContext => ({
    api: { get: () => Promise.reject(new Error('not called')) },
    identityApi: { get: () => Promise.reject(new Error('not called')) },
    id: { customerNumber: BAC, userId: null },
    ownDistributorId: 'RAISIN',
    flagsOf: () => ({}),
    targeting: { targetingKey: BAC },
    ...(pageBlocks ? { pageBlocks } : {}),
  });

  it('is made on a page that shows documents, and on no other', () => {
    const applies = (pageBlocks?: ReadonlySet<string>) => callApplies(call, call.options(contextWith(pageBlocks), {}), {});
    expect(applies(new Set(['heading', 'documents', 'box']))).toBe(true);
    expect(applies(new Set(['postbox', 'unread-messages']))).toBe(false);
    expect(applies(new Set())).toBe(false);
    expect(applies(undefined)).toBe(false);
  });
});

describe('arriving on the documents page', () => {
  const base: CustomerParts = { identity: { customerNumber: BAC, userId: null }, customer: { bacNumber: BAC } };
  const context = { locale: 'de-de', page: '/de-de/documents/' };

  it('the page does not wait for the documents: while they come, their block alone is loading', () => {
    const call = CUSTOMER_CALLS.find((candidate) => candidate.part === 'documents')!;
    expect(call.background).toBe(true);
    expect(assembleCustomerData({ ...base, pending: ['documents'] }, context, {}).loadingBlocks).toEqual(['documents']);
    expect(assembleCustomerData({ ...base, documents: { documents: DOCUMENTS, status: 200 } }, context, {}).loadingBlocks).toBeUndefined();
  });

  it('a list that got no answer at all is the block error, not "no documents"', async () => {
    const unreachable = createApiClient({
      baseUrl: 'http://127.0.0.1:9/api',
      getAccessToken: () => 't',
      onForbidden: () => undefined,
      log: () => undefined,
      fetch: () => Promise.reject(new TypeError('connection refused')),
    });
    expect(await fetchDocuments(unreachable, { customerNumber: BAC, userId: null })).toEqual({ documents: [], status: 503 });
  });
});

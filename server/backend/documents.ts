import type { Persona, DocumentPayload } from '../../src/engine/types/persona.ts';
import { apiError, json } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { failWith, requireOwnCustomer, type Authenticate } from './auth.ts';
import { simplePdf } from './pdf.ts';

/**
 * The customer's documents: the persona's `documents`, newest first, and each
 * one's file, a real PDF the stack writes with the document's title and the customer's name.
 */
function newestFirst(a: DocumentPayload, b: DocumentPayload): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : a.id.localeCompare(b.id);
}

/** A file name of the title: letters, digits and dashes, then the date. */
export function fileNameOf(document: DocumentPayload): string {
  const stem =
    document.title
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'document';
  return `${stem}-${document.date}.pdf`;
}

export function documentPdf(persona: Persona, document: DocumentPayload): Buffer {
  const name = persona.customer?.fullName ?? persona.id;
  return simplePdf(document.title, [name, `${document.date} · ${document.kind}`, `Savingo · ${document.id}`]);
}

function findDocument(persona: Persona, id: string): DocumentPayload {
  const document = (persona.documents ?? []).find((candidate) => candidate.id === id);
  if (!document) throw apiError(404, 'not_found', `no document ${id} for the logged-in customer`);
  return document;
}

export function documentRoutes(authenticate: Authenticate): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/documents',
      handler: async ({ req, url }) => {
        const caller = await authenticate(req);
        requireOwnCustomer(caller, url, 'customer_id');
        failWith(caller.persona.documentsStatus, 'the documents list', caller.persona.id);
        return json(200, { data: [...(caller.persona.documents ?? [])].sort(newestFirst) });
      },
    },
    {
      method: 'GET',
      path: '/api/documents/:id/file',
      handler: async ({ req, url, params }) => {
        const caller = await authenticate(req);
        requireOwnCustomer(caller, url, 'customer_id');
        const document = findDocument(caller.persona, params.id ?? '');
        return {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileNameOf(document)}"` },
          body: documentPdf(caller.persona, document),
        };
      },
    },
  ];
}

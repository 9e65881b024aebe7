import type { Page } from 'playwright-core';

/** The claims of a JWT as the test reads them (no check: the server checks; the test only looks). */
export function claimsOf(token: string | null | undefined): { customer_id?: string; user_id?: string; [claim: string]: unknown } {
  return JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString()) as { customer_id?: string; user_id?: string };
}

/** The paths of the customer-data calls the page makes from now on (/api/customers/<number>…). */
export function watchCustomerCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/customers/')) calls.push(path);
  });
  return calls;
}

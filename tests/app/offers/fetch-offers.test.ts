/**
 * The portal's offer call against a real local server: good offers show, a malformed one is
 * left out and logged with its id and what is wrong, and a failing, slow or nonsensical
 * service ends in a defined state rather than a rejection.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/app/api/client.ts';
import { fetchProductOffers } from '../../../src/app/offers/fetch-offers.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import { json, startLocalServer, type LocalServer } from '../support/local-server.ts';

const catalogue = (JSON.parse(readFileSync('server/backend/product-offers.json', 'utf8')) as { data: ProductOffer[] }).data;

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());

function call(timeoutMs = 3000) {
  const warnings: string[] = [];
  const api = createApiClient({ baseUrl: `${server.baseUrl}/api`, getAccessToken: () => null, onForbidden: () => {}, log: () => {}, timeoutMs });
  return { state: fetchProductOffers(api, (message) => warnings.push(message)), warnings };
}

describe('fetchProductOffers', () => {
  it('shows every offer of a good answer and logs nothing', async () => {
    server.handle((_req, res) => json(res, 200, { data: catalogue }));
    const { state, warnings } = call();
    expect(await state).toEqual({ status: 'ready', offers: catalogue, leftOut: 0 });
    expect(warnings).toEqual([]);
    expect(server.received.at(-1)?.url).toBe('/api/products');
  });

  it('leaves out malformed offers, logs each with its id and problem, and shows the rest', async () => {
    const [a, b, c, d] = catalogue as [ProductOffer, ProductOffer, ProductOffer, ProductOffer];
    const noRate = { ...b, interestRate: 'high' };
    const noId = { ...c, id: undefined, termMonths: null };
    server.handle((_req, res) => json(res, 200, { data: [a, noRate, noId, d] }));
    const { state, warnings } = call();
    expect(await state).toEqual({ status: 'ready', offers: [a, d], leftOut: 2 });
    expect(warnings).toEqual([
      `Product offer ${b.id} left out: interestRate must be a number ≥ 0 and ≤ 25, got "high"`,
      `Product offer (without a valid id) left out: id must be lower-case words joined by "-", got missing; termMonths must be a whole number of months from 1 to 120 for a TERM offer, got null`,
    ]);
  });

  it('says the service failed on an HTTP error, without throwing', async () => {
    server.handle((_req, res) => json(res, 503, { error: 'maintenance' }));
    expect(await call().state).toEqual({ status: 'unavailable', reason: 'failed' });
  });

  it('says the service is too slow when it does not answer within the timeout', async () => {
    server.handle((_req, res) => setTimeout(() => json(res, 200, { data: catalogue }), 400));
    expect(await call(100).state).toEqual({ status: 'unavailable', reason: 'timeout' });
  });

  it('says the answer is malformed, and logs why, when it has no offer list', async () => {
    server.handle((_req, res) => json(res, 200, { offers: catalogue.slice(0, 2) }));
    const { state, warnings } = call();
    expect(await state).toEqual({ status: 'unavailable', reason: 'malformed' });
    expect(warnings).toEqual([expect.stringMatching(/^Product offers not shown: the answer must be an object \{ data: \[offer\] \}/)]);
  });
});

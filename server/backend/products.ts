import { distributionChannelOf } from '../../src/engine/facts/distribution-channel.ts';
import { apiError, json } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { requireOwnCustomer, type Authenticate } from './auth.ts';
import { listEnvelope } from './envelope.ts';
import { productOffersAnswer } from './product-offers.ts';

/** Product data the header and menus read: deposit types, access flags, instances, offers, pensions. */
export function productRoutes(authenticate: Authenticate): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/deposit-types',
      handler: async ({ req, url }) => {
        const caller = await authenticate(req);
        requireOwnCustomer(caller, url, 'customer_id');
        return json(
          200,
          (caller.persona.depositTypes ?? []).map((type) => ({ type })),
        );
      },
    },
    {
      method: 'GET',
      path: '/api/product-types',
      // Spec 7: the access flags of a distributor and distribution channel; the customer may ask for their own only.
      handler: async ({ req, url }) => {
        const { persona } = await authenticate(req);
        const distributor = url.searchParams.get('distributor_id');
        const channel = url.searchParams.get('distribution_channel_id');
        if (!distributor) throw apiError(400, 'bad_request', 'query parameter distributor_id is required');
        if (!channel) throw apiError(400, 'bad_request', 'query parameter distribution_channel_id is required');
        if (distributor !== persona.customer?.distributorId)
          throw apiError(403, 'forbidden', `distributor_id=${distributor} is not the logged-in customer's distributor`);
        const own = distributionChannelOf(persona.customer);
        if (channel !== own) throw apiError(403, 'forbidden', `distribution_channel_id=${channel} is not the logged-in customer's distribution channel`);
        const access = persona.productTypes ?? {};
        return json(200, {
          term_product_access: access.term_product_access ?? false,
          overnight_product_access: access.overnight_product_access ?? false,
          notice_product_access: access.notice_product_access ?? false,
        });
      },
    },
    {
      method: 'GET',
      path: '/api/product-instances',
      handler: async ({ req, url }) => {
        const caller = await authenticate(req);
        requireOwnCustomer(caller, url, 'customer_domain_id');
        return json(200, listEnvelope(caller.persona.productInstances ?? []));
      },
    },
    {
      method: 'GET',
      path: '/api/products',
      // Offers are public (the offer pages list them to visitors), so no token is needed; a
      // token that is sent must still be valid, as on every other call.
      handler: async ({ req }) => {
        if (req.headers.authorization !== undefined) await authenticate(req);
        return json(200, productOffersAnswer());
      },
    },
    {
      method: 'GET',
      path: '/api/pension-products',
      handler: async ({ req }) => {
        const { persona } = await authenticate(req);
        return json(200, persona.pensionProducts ?? []);
      },
    },
  ];
}

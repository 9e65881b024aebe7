import { apiError, type Reply } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { recorderRoutes } from './recorder.ts';

/**
 * The local stand-in of spec 7's mobile-only app-tracking SDK (Adjust's web SDK is the model:
 * a global `Adjust` whose `initSdk({ appToken, environment, dataResidency })` starts it). Its
 * script sets the global a moment after it ran, as a vendor SDK does, and `initSdk` sends the
 * options it was started with to /api/app-tracking/init, which keeps them (GET lists them,
 * local tests only; DELETE clears) and refuses what the SDK would: no app token, an unknown
 * environment or data residency.
 */
export const APP_TRACKING_INIT_PATH = '/api/app-tracking/init';

const SDK = `(function () {
  var endpoint = new URL(${JSON.stringify(APP_TRACKING_INIT_PATH)}, location.href).href;
  var api = {
    initSdk: function (options) {
      return fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ options: options, page: location.pathname, userAgent: navigator.userAgent }),
      }).then(function (response) { return response.text(); }).catch(function (error) { console.warn('app tracking (local stand-in): the start was not recorded', error); });
    },
  };
  setTimeout(function () { window.Adjust = api; }, 50);
})();
`;

/** Adjust's data residency choices and environments. */
const DATA_RESIDENCIES = ['EU', 'TR', 'US'];
const ENVIRONMENTS = ['production', 'sandbox'];

export function appTrackingRoutes(records: Record<string, unknown>[] = []): Route[] {
  const sdk = (): Reply => ({ status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }, body: SDK });
  return [
    { method: 'GET', path: '/api/app-tracking/sdk.js', handler: sdk },
    ...recorderRoutes(APP_TRACKING_INIT_PATH, records, (body) => {
      const options = body.options as Record<string, unknown> | null | undefined;
      if (typeof options !== 'object' || options === null) throw apiError(400, 'bad_request', 'options must be an object');
      if (typeof options.appToken !== 'string' || options.appToken === '') throw apiError(400, 'bad_request', 'appToken is required');
      if (!ENVIRONMENTS.includes(String(options.environment))) throw apiError(400, 'bad_request', `environment must be one of ${ENVIRONMENTS.join(', ')}`);
      if (options.dataResidency !== undefined && !DATA_RESIDENCIES.includes(String(options.dataResidency))) {
        throw apiError(400, 'bad_request', `dataResidency must be one of ${DATA_RESIDENCIES.join(', ')}`);
      }
    }),
  ];
}

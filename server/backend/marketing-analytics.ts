import { apiError, type Reply } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { recorderRoutes } from './recorder.ts';

/**
 * The local stand-in of the marketing-analytics service (spec 7): its SDK script, and the
 * endpoint that SDK sends to, which records the events (GET lists them, DELETE clears them).
 * Like a vendor SDK, the script sets its global (`window.marketingAnalytics`) a moment after it
 * has run, so the portal's identification poll is exercised; events before `identify` are
 * refused, as a vendor would drop them.
 */
export const ANALYTICS_EVENTS_PATH = '/api/marketing-analytics/events';

const SDK = `(function () {
  var endpoint = new URL(${JSON.stringify(ANALYTICS_EVENTS_PATH)}, document.currentScript ? document.currentScript.src : location.href).href;
  var userId = null;
  var api = {
    identify: function (id) { userId = String(id); },
    track: function (event) {
      return fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: userId, event: event }),
        keepalive: true,
      }).catch(function (error) { console.warn('marketing analytics (local stand-in): an event was not sent', error); });
    },
  };
  setTimeout(function () { window.marketingAnalytics = api; }, 100);
})();
`;

export function marketingAnalyticsRoutes(): Route[] {
  const sdk = (): Reply => ({ status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }, body: SDK });
  return [
    { method: 'GET', path: '/api/marketing-analytics/sdk.js', handler: sdk },
    ...recorderRoutes(ANALYTICS_EVENTS_PATH, [], (body) => {
      if (typeof body.user_id !== 'string' || body.user_id === '') throw apiError(400, 'not_identified', 'identify the user before tracking (user_id missing)');
      if (typeof body.event !== 'object' || body.event === null) throw apiError(400, 'bad_request', 'event must be an object');
    }),
  ];
}

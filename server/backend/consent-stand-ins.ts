import { apiError, type Reply } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { keepRecord } from './bounded-records.ts';
import { recorderRoutes } from './recorder.ts';

/**
 * The local stand-ins of spec 7's consent scripts, served from the portal's own origin (so the
 * strict CSP's script-src 'self' holds) and recording what they receive at
 * /api/consent/records (GET lists, local tests only; DELETE clears; recorder.ts):
 * - the consent manager (/api/consent/cmp.js, Usercentrics' loader is the model): records that
 *   it ran, with the attributes of its script tag and whether the portal's denied-by-default
 *   consent state was in the data layer before it; offers `UC_UI.acceptAllConsents()` and
 *   `UC_UI.denyAllConsents()`, which push the tag manager's consent update for the four consent
 *   types, remember the choice for later pages (localStorage) and record it. It has no settings
 *   layer (no `UC_UI.showSecondLayer`), so the portal's footer link says none is available;
 * - the unblock script (/api/consent/uc-block.js): records that it ran;
 * - the tag-manager container (/api/tag-manager/gtm.js?id=…): records the container asked for
 *   and the host the page was on, as the request carries them.
 */
export const CONSENT_RECORDS_PATH = '/api/consent/records';

/** What a recording script sends, from the page it runs on. */
const SEND = `function send(record) {
    fetch(new URL(${JSON.stringify(CONSENT_RECORDS_PATH)}, location.href).href, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(record),
    }).then(function (response) { return response.text(); }).catch(function (error) { console.warn('consent (local stand-in): a record was not sent', error); });
  }`;

const CONSENT_MANAGER = `(function () {
  var script = document.currentScript;
  var CHOICE_KEY = 'local_consent_choice';
  var TYPES = ['ad_user_data', 'ad_personalization', 'ad_storage', 'analytics_storage'];
  ${SEND}
  function gtag() { (window.dataLayer = window.dataLayer || []).push(arguments); }
  function update(value) {
    var values = {};
    TYPES.forEach(function (type) { values[type] = value; });
    gtag('consent', 'update', values);
  }
  var layer = window.dataLayer || [];
  var defaultsFirst = layer.some(function (entry) { return entry && entry[0] === 'consent' && entry[1] === 'default'; });
  send({
    script: 'consent-manager',
    id: script ? script.id : null,
    settingsId: script ? script.getAttribute('data-settings-id') : null,
    defaultsFirst: defaultsFirst,
    page: location.pathname,
    host: location.host,
  });
  var stored = null;
  try { stored = localStorage.getItem(CHOICE_KEY); } catch (error) { stored = null; }
  if (stored === 'accepted') update('granted');
  function choose(choice) {
    try { localStorage.setItem(CHOICE_KEY, choice); } catch (error) { /* private mode: for this page only */ }
    update(choice === 'accepted' ? 'granted' : 'denied');
    send({ script: 'consent-manager', choice: choice, page: location.pathname, host: location.host });
    return Promise.resolve();
  }
  window.UC_UI = {
    isInitialized: function () { return true; },
    acceptAllConsents: function () { return choose('accepted'); },
    denyAllConsents: function () { return choose('denied'); },
  };
})();
`;

const UNBLOCK = `(function () {
  ${SEND}
  send({ script: 'unblock', page: location.pathname, host: location.host });
})();
`;

const TAG_MANAGER = `(function () {
  var id = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('id');
  window.google_tag_manager = window.google_tag_manager || {};
  window.google_tag_manager[id] = { dataLayer: { name: 'dataLayer' } };
})();
`;

const script = (body: string): Reply => ({ status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }, body });

/** A GTM container id: GTM- and upper-case letters and digits. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{1,20}$/;

export function consentStandInRoutes(records: Record<string, unknown>[] = []): Route[] {
  return [
    { method: 'GET', path: '/api/consent/cmp.js', handler: () => script(CONSENT_MANAGER) },
    { method: 'GET', path: '/api/consent/uc-block.js', handler: () => script(UNBLOCK) },
    {
      method: 'GET',
      path: '/api/tag-manager/gtm.js',
      handler: ({ req, url }) => {
        const id = url.searchParams.get('id') ?? '';
        // As the tag manager does: an unknown container is a 404, and nothing runs.
        if (!CONTAINER_ID.test(id)) return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: `no container "${id}"\n` };
        keepRecord(records, { script: 'tag-manager', container: id, host: req.headers.host ?? null });
        return script(TAG_MANAGER);
      },
    },
    ...recorderRoutes(CONSENT_RECORDS_PATH, records, (body) => {
      if (body.script !== 'consent-manager' && body.script !== 'unblock') throw apiError(400, 'bad_request', 'script must be consent-manager or unblock');
    }),
  ];
}

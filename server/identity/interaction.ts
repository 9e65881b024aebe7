import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { Persona } from '../../src/engine/types/persona.ts';
import { readBody } from '../http-utils.ts';
import type { PersonaStore } from '../../src/node/personas/store.ts';
import { customerFor, LOCAL_PASSWORD, personaByUsername } from './accounts.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { ASSET_CSS, ASSET_LOGOUT_JS, messagePage, SIGN_IN_CSP, SIGN_IN_CSS, SIGN_OUT_JS, signInPage, type ExampleCustomer } from './sign-in-page.ts';
import { signInStrings } from './sign-in-strings.ts';

/**
 * How long a wrong password waits before the answer, and how far apart the attempts of one
 * username or one client address are checked (login-throttle.ts): guessing costs time.
 */
export const WRONG_PASSWORD_DELAY_MS = 1000;

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': SIGN_IN_CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // Not no-referrer: then Chrome sends "Origin: null" with the form's POST, which the cross-site guard refuses.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

export interface InteractionDeps {
  provider: Provider;
  prefix: string;
  personas: PersonaStore;
  /** The API's resource indicator, granted with every sign-in. */
  resource: string;
  /** Password attempts take turns per username and per client address. */
  throttle: LoginThrottle;
}

const ASSETS: Record<string, { type: string; body: string }> = {
  [ASSET_CSS]: { type: 'text/css; charset=utf-8', body: SIGN_IN_CSS },
  [ASSET_LOGOUT_JS]: { type: 'text/javascript; charset=utf-8', body: SIGN_OUT_JS },
};

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string): void {
  res.writeHead(status, headers);
  res.end(body);
}

/**
 * The provider's interaction pages under `<prefix>/interaction/`: the sign-in form (GET :uid),
 * its post (POST :uid/login: username + password, or an example customer's shortcut), and the
 * pages' two static assets. Consent is granted with the sign-in: the portal is the bank's own
 * client. Answers false for a path that is not an interaction path.
 */
export async function handleInteraction(deps: InteractionDeps, req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  const rest = path.slice('/interaction/'.length);
  if (!path.startsWith('/interaction/')) return false;
  const asset = req.method === 'GET' || req.method === 'HEAD' ? ASSETS[rest] : undefined;
  if (asset) {
    send(res, 200, { 'content-type': asset.type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }, asset.body);
    return true;
  }

  const match = /^([A-Za-z0-9_-]+)(\/login)?$/.exec(rest);
  if (!match) return false;
  let details: InteractionDetails;
  try {
    details = await deps.provider.interactionDetails(req, res);
  } catch {
    // No (or another) interaction cookie: an old tab, a replayed post, or the sign-in took too long.
    send(res, 400, HTML_HEADERS, messagePage(deps.prefix, undefined, 'This sign-in has expired or was already used. Please start again from the portal.'));
    return true;
  }
  if (details.uid !== match[1]) {
    send(
      res,
      400,
      HTML_HEADERS,
      messagePage(deps.prefix, details.params.ui_locales, 'This sign-in belongs to another browser tab. Please start again from the portal.'),
    );
    return true;
  }

  if (!match[2]) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // Already signed in (the provider's session): only consent is asked, granted as at sign-in.
    if (details.prompt.name !== 'login' && details.session?.accountId) {
      const persona = await deps.personas.get(details.session.accountId);
      if (persona?.customer) {
        await finish(deps, req, res, details, persona);
        return true;
      }
    }
    send(
      res,
      200,
      HTML_HEADERS,
      signInPage({ prefix: deps.prefix, uid: details.uid, uiLocales: details.params.ui_locales, examples: await examples(deps.personas) }),
    );
    return true;
  }

  if (req.method !== 'POST') return false;
  const form = new URLSearchParams(await readBody(req, 16 * 1024));
  const shortcut = form.get('shortcut');
  const username = shortcut ?? form.get('username') ?? '';
  const persona = await personaByUsername(deps.personas, username);
  // The shortcut is the local stack's own development aid (the page marks it local-test-only); no password, no turn.
  if (shortcut !== null && persona) {
    await finish(deps, req, res, details, persona);
    return true;
  }
  // A password is checked at its turn (one delay after the last attempt at this username or from
  // this address), and a wrong one answered one delay later: parallel guesses queue up.
  const keys = [`user:${persona?.id ?? username.trim().toLowerCase()}`, `address:${req.socket.remoteAddress ?? 'unknown'}`];
  const turn = deps.throttle.reserve(keys);
  await sleep(deps.throttle.msUntil(turn));
  if (!persona || form.get('password') !== LOCAL_PASSWORD) {
    await sleep(deps.throttle.msUntil(turn + deps.throttle.delayMs));
    const t = signInStrings(details.params.ui_locales);
    send(
      res,
      401,
      HTML_HEADERS,
      signInPage({
        prefix: deps.prefix,
        uid: details.uid,
        uiLocales: details.params.ui_locales,
        username,
        error: t.wrong,
        examples: await examples(deps.personas),
      }),
    );
    return true;
  }
  deps.throttle.release(keys, turn);
  await finish(deps, req, res, details, persona);
  return true;
}

/** Signs in as `persona` (or the customer the request's customer_id names) and grants the request. */
async function finish(deps: InteractionDeps, req: IncomingMessage, res: ServerResponse, details: InteractionDetails, persona: Persona): Promise<void> {
  const customerId = details.params.customer_id;
  const account = customerId ? await customerFor(deps.personas, persona, customerId) : persona;
  let result: Record<string, unknown>;
  if (!account) {
    result = { error: 'access_denied', error_description: `the signed-in user may not act as customer ${customerId}` };
  } else {
    const clientId = details.params.client_id ?? '';
    const grant = new deps.provider.Grant({ accountId: account.id, clientId });
    const requested = new Set((details.params.scope ?? 'openid').split(' '));
    grant.addOIDCScope(['openid', 'offline_access'].filter((scope) => requested.has(scope)).join(' '));
    grant.addResourceScope(deps.resource, '');
    const grantId = await grant.save();
    result = { login: { accountId: account.id }, consent: { grantId } };
  }
  const location = await deps.provider.interactionResult(req, res, result, { mergeWithLastSubmission: false });
  send(res, 303, { location, 'cache-control': 'no-store' });
}

async function examples(personas: PersonaStore): Promise<ExampleCustomer[]> {
  return (await personas.list())
    .filter((persona) => persona.customer?.bacNumber)
    .map((persona) => ({ id: persona.id, description: persona.description ?? '', bacNumber: persona.customer?.bacNumber ?? '' }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

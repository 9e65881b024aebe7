/**
 * Spec 7 "selecting a switchable account triggers an account switch with customerId": an
 * RFC 8693 token exchange for that customer (login-flow.ts), stored like a sign-in. The new
 * token is another customer, so the app asks every customer query again under that
 * customer's key (data/queries.ts customerKeys) and draws their header, menus and dashboard.
 */
import type { BrowserPorts } from '../data/browser-ports.ts';
import type { CoreServices } from '../data/core-services.ts';
import type { AppHistory } from '../routes/navigation.ts';
import { exchangeToken } from './token-exchange.ts';
import { oidcClientFor } from '../environment-oidc.ts';

export interface SwitchContext {
  services: CoreServices;
  browser: BrowserPorts;
  history: AppHistory;
  locale: string;
  /** Where the other customer's portal starts (environment.ts dashboardPath). */
  dashboard: string;
}

/** Never rejects: a refused switch leaves the current session as it is, and says so in the console. */
export async function switchAccountTo(customerId: string, { services, browser, history, locale, dashboard }: SwitchContext): Promise<void> {
  const accessToken = services.tokens.getAccessToken();
  if (!accessToken) return;
  try {
    // The provider that issued this session exchanges its token (the flag may name another by now).
    const settings = services.tokens.getIssuer() ?? oidcClientFor(locale, services.page().authFlags.unifiedIdentityDomain === true, browser.origin);
    const session = await exchangeToken({ settings, origin: browser.origin, subjectToken: accessToken, customerId });
    services.saveLogin(session);
    history.push(dashboard);
  } catch (error) {
    console.error(`The switch to customer ${customerId} was refused: the session stays as it is`, error);
  }
}

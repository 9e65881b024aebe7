/**
 * The running portal: route -> page context -> (customer data) -> view model -> chrome and
 * page body. Every business decision (which header, which menu items, whether a redirect or
 * the login gate applies) is the engine's; this file wires data, session and navigation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { CompiledConfig } from '../engine/config/compiled.ts';
import type { Item, Market } from '../engine/types/view-model.ts';
import { Container } from '../render/blocks/index.ts';
import { CountryBanner, usePreferredLocale } from '../render/country/index.ts';
import { Footer } from '../render/footer/index.ts';
import { Head } from '../render/head/index.ts';
import { Header } from '../render/header/index.ts';
import { isApiError } from './api/api-error.ts';
import { ConsentUnavailableDialog } from './consent/ConsentUnavailableDialog.tsx';
import { useConsent } from './consent/useConsent.ts';
import { identityFromToken } from './data/identity.ts';
import { pageContextOf } from './data/page-context.ts';
import { customerKeys } from './data/queries.ts';
import { useAccessToken, useAppEnvironment, useForbidden, useHydrated, useLocationSnapshot } from './data/services-context.tsx';
import type { CustomerPartsState } from './data/useCustomerParts.ts';
import { findPage } from '../engine/pages/find.ts';
import { useCustomerParts } from './data/useCustomerParts.ts';
import { pageNavigation, useLocaleSwitch } from './data/useLocaleSwitch.ts';
import { useRequiredActionRedirect } from './data/useRequiredActionRedirect.ts';
import { useViewModel } from './data/useViewModel.ts';
import { effectiveFlags, LOCAL_ENVIRONMENT, loginPath } from './environment.ts';
import { PageBody } from './pages/PageBody.tsx';
import { languageTagOf, parseRoute, type LocaleSettings } from './routes/locale.ts';
import { useLinkInterception } from './routes/useLinkInterception.ts';
import { useRouteRedirect } from './routes/useRouteRedirect.ts';
import { SessionNotice } from './session-ui/SessionNotice.tsx';
import { useSessionMonitor } from './session-ui/useSessionMonitor.ts';
import { useSessionState } from './session-ui/useSessionState.ts';
import { isTokenExpired } from './session/token.ts';
import './pages/pages.css';

const SESSION_UNKNOWN: CustomerPartsState = { status: 'loading' };

export interface AppProps {
  config: CompiledConfig;
  i18n: i18n;
}

export function App({ config, i18n }: AppProps) {
  const { history, browser } = useAppEnvironment();
  const location = useLocationSnapshot();
  const settings = useMemo<LocaleSettings>(
    () => ({ locales: config.locales.list.map((entry) => entry.code.toLowerCase()), defaultLocale: config.locales.defaultLocale }),
    [config],
  );
  const route = parseRoute(location.pathname, location.search, settings);
  useRouteRedirect(route, location, settings, history, browser);
  useLinkInterception(history, browser);
  // The browser holds one locale's config (main.tsx loads it): another locale is a new page load.
  const foreignLocale = route.kind === 'page' && !(route.locale in config.pages);
  const here = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (foreignLocale) history.assign(here);
  }, [foreignLocale, here, history]);

  // A redirect renders nothing: the effects above replace the location at once.
  if (route.kind === 'redirect' || foreignLocale) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <Portal config={config} i18n={i18n} locale={route.locale} />
    </I18nextProvider>
  );
}

interface PortalProps extends AppProps {
  locale: string;
}

function Portal({ config, i18n, locale }: PortalProps) {
  const { services, history, browser } = useAppEnvironment();
  const location = useLocationSnapshot();
  const queryClient = useQueryClient();
  const accessToken = useAccessToken();
  const forbidden = useForbidden();
  const { preferredLocale, storePreferredLocale } = usePreferredLocale();
  const { t } = useTranslation('app');
  // The cookie is document state: read after render, again on every navigation.
  const [bannerCookie, setBannerCookie] = useState(false);
  useEffect(() => setBannerCookie(browser.readCountryBannerCookie()), [browser, location]);

  // An expired stored token is a past session, not a login (spec 5); it is dropped below.
  const validToken = accessToken !== null && !isTokenExpired(accessToken, Date.now(), services.tokens.getServerTimeDiff());
  const identity = useMemo(() => (validToken ? identityFromToken(accessToken) : null), [validToken, accessToken]);
  const identityKey = identity ? `${identity.customerNumber}|${identity.userId ?? ''}` : '';
  const stableIdentity = useMemo(() => identity, [identityKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const context = useMemo(
    () =>
      pageContextOf({
        locale,
        pathname: location.pathname,
        hash: location.hash,
        search: location.search,
        host: browser.host,
        storedPreferredLocale: preferredLocale,
        countryBannerCookie: bannerCookie,
      }),
    [locale, location.pathname, location.hash, location.search, browser, preferredLocale, bannerCookie],
  );
  const apis = useMemo(() => ({ api: services.api, identityApi: services.identityApi }), [services]);
  const loadedParts = useCustomerParts(apis, stableIdentity, config.headers.ownDistributorId);
  // Prerendered and hydrating, nobody is known yet: a customer page draws its loading skeleton
  // (as its prerendered HTML does), never the login prompt, until the stored session is read.
  const hydrated = useHydrated();
  const customerPage = useMemo(() => findPage(config.pages, locale, location.pathname)?.audience === 'customer', [config, locale, location.pathname]);
  const parts = !hydrated && customerPage ? SESSION_UNKNOWN : loadedParts;
  // The flag service's answer is part of the customer data: until it is there, the defaults.
  const serviceFlags = parts.status === 'ready' ? parts.parts.flags : undefined;
  const flags = useMemo(() => effectiveFlags(location.search, serviceFlags), [location.search, serviceFlags]);
  const { viewModel, loading, gate, customerError } = useViewModel(config, context, flags, parts);
  const loginHref = loginPath(locale);

  useEffect(() => {
    if (accessToken !== null && !validToken) services.tokens.clear();
  }, [accessToken, validToken, services]);

  // The services read the page's flags when they act (logout target, refresh endpoint, tracking).
  useEffect(() => {
    services.setPage({
      locale,
      authFlags: {
        userManagement: flags.userManagementLogout === true,
        unifiedIdentityDomain: flags.unifiedIdentityDomain === true,
        pensionLogout: flags.pensionLogout === true,
        localEnvironment: LOCAL_ENVIRONMENT,
      },
      sessionFlags: { localEnvironment: LOCAL_ENVIRONMENT, localTimeout: flags.localTimeout === true, mobileWebView: context.mobileWebView === true },
      // The anonymous context id (spec 7) is added by the services as `context`.
      trackingBase: { portal: 'customer-portal', country_platform: locale },
    });
  }, [services, locale, flags, context.mobileWebView]);

  useEffect(() => {
    if (i18n.language !== viewModel.language) void i18n.changeLanguage(viewModel.language);
  }, [i18n, viewModel.language]);
  useEffect(() => browser.writeDocumentLang(languageTagOf(viewModel.locale)), [browser, viewModel.locale]);

  useSessionMonitor(services.monitor, identity !== null);
  const session = useSessionState(services.monitor);
  // Spec 4: a locale switch goes first; the required-action redirect waits for the new locale.
  const navigation = pageNavigation(viewModel, parts.status === 'ready');
  useLocaleSwitch(navigation.localeSwitch, history);
  useRequiredActionRedirect(navigation.redirect, services.tracker, history);

  // Spec 7: consent defaults and scripts once per page load; customer_id once it is known.
  const customerNumber = parts.status === 'ready' ? (parts.parts.customer.bacNumber ?? parts.parts.identity.customerNumber) : null;
  useConsent(services.consent, viewModel.locale, customerNumber);
  const [consentDialog, setConsentDialog] = useState(false);
  const closeConsentDialog = useCallback(() => setConsentDialog(false), []);

  const onAction = useCallback(
    (callback: string, item: Item) => {
      if (callback === 'logout') {
        // Spec 8: a failing logout call is logged by the auth service; the user leaves anyway.
        services.auth.logout().catch(() => undefined);
      } else if (callback === 'consent-settings') {
        // The consent manager's own settings layer when one is loaded; else say it is not here.
        if (!services.consent.openSettings()) setConsentDialog(true);
      } else {
        console.warn(`Header action "${callback}" of item "${item.id}" has no handler in the app`);
      }
    },
    [services],
  );
  const onSwitchAccount = useCallback((customerId: string) => {
    // Spec 7: the account-switch call is not specified; nothing to call locally.
    console.info(`Switch to customer ${customerId}: the account-switch call is not available locally`);
  }, []);
  const go = useCallback((href: string) => (href.startsWith('/') ? history.push(href) : history.assign(href)), [history]);
  const chooseMarket = useCallback(
    (market: Market) => {
      storePreferredLocale(market.preferredLocale);
      go(market.href);
    },
    [storePreferredLocale, go],
  );
  const allGood = useCallback(() => {
    const market = viewModel.markets.find((candidate) => candidate.locale === viewModel.countryBanner?.marketLocale);
    storePreferredLocale(market?.preferredLocale ?? viewModel.locale);
  }, [viewModel, storePreferredLocale]);
  const retry = useCallback(() => void queryClient.resetQueries({ queryKey: customerKeys.all }), [queryClient]);

  const loggedIn = parts.status === 'ready';
  return (
    <>
      <Head head={viewModel.head} />
      <a className="app-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <CountryBanner
        banner={viewModel.countryBanner ?? null}
        markets={viewModel.markets}
        currentLocale={viewModel.locale}
        onAllGood={allGood}
        onChooseMarket={chooseMarket}
      />
      <Header
        header={viewModel.header}
        designVersion={viewModel.designVersion}
        loading={loading}
        pathname={location.pathname}
        hash={location.hash}
        locale={viewModel.locale}
        onAction={onAction}
        onSwitchAccount={onSwitchAccount}
      />
      <Container designVersion={viewModel.designVersion} loggedIn={loggedIn}>
        <main id="main" className="app-main" tabIndex={-1} aria-busy={loading}>
          <PageBody
            page={viewModel.page}
            locale={viewModel.locale}
            designVersion={viewModel.designVersion}
            loggedIn={loggedIn}
            loginHref={loginHref}
            gate={gate}
            forbidden={forbidden || (isApiError(customerError) && customerError.kind === 'forbidden')}
            redirecting={navigation.localeSwitch !== null || navigation.redirect !== null}
            loadFailed={customerError !== null}
            onRetry={retry}
          />
        </main>
      </Container>
      <Footer
        footer={viewModel.footer}
        markets={viewModel.markets}
        locale={viewModel.locale}
        designVersion={viewModel.designVersion}
        loggedIn={loggedIn}
        onSelectMarket={chooseMarket}
        onConsentSettings={() => onAction('consent-settings', { id: 'consent-settings', type: 'basic', title: '' })}
      />
      <SessionNotice state={session} onExtend={services.monitor.extend} />
      <ConsentUnavailableDialog open={consentDialog} onClose={closeConsentDialog} />
    </>
  );
}

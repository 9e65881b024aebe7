/**
 * The running portal: route -> page context -> (customer data) -> view model -> chrome and
 * page body. Every business decision (which header, which menu items, whether a redirect or
 * the login gate applies) is the engine's; this file wires data, session and navigation.
 */
import { startTransition, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { lazyComponent } from '../render/lazy.ts';
import { LazyBoundary } from '../render/LazyBoundary.tsx';
import { prerenderedPart } from '../render/prerendered-part.tsx';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { CompiledConfig } from '../engine/config/compiled.ts';
import type { Item, Market } from '../engine/types/view-model.ts';
import { Container } from '../render/blocks/Container.tsx';
import { usePreferredLocale } from '../render/country/preferred-locale.ts';
import { Head } from '../render/head/index.ts';
import { Header } from '../render/header/index.ts';
import { isApiError } from './api/api-error.ts';
import { answeredBanner, withoutCountryQuery } from './country/banner-triggers.ts';
import { useConsent } from './consent/useConsent.ts';
import type { TokenReading } from './data/token-identity.ts';
import { NO_SIGNALS, pageContextOf, queryRecord, type BrowserSignals } from './data/page-context.ts';

import { useAccessToken, useAppEnvironment, useCustomerServices, useForbidden, useHydrated, useLocationSnapshot } from './data/services-context.tsx';
import type { CustomerPartsState } from './data/useCustomerParts.ts';
import type { CustomerKit } from './customer/customer-kit.ts';
import type { CustomerPartLoader } from './customer/useCustomerPart.ts';
import type { FooterSource } from './footer/footer-source.ts';
import { useFooterContext } from './footer/useFooterContext.ts';
import { useSameValue } from './data/useSameValue.ts';
import { findPage } from '../engine/pages/find.ts';
import { pageNavigation, useLocaleSwitch } from './data/useLocaleSwitch.ts';
import { useRequiredActionRedirect } from './data/useRequiredActionRedirect.ts';
import { useViewModel } from './data/useViewModel.ts';
import { useVisitTime } from './data/useVisitTime.ts';
import { usePageConfig } from './data/usePageConfig.ts';
import { dashboardPath, effectiveFlags, LOCAL_ENVIRONMENT, loginPath } from './environment.ts';
import { PageBody } from './pages/PageBody.tsx';
import { languageTagOf, parseRoute, type LocaleSettings } from './routes/locale.ts';
import { useLinkInterception } from './routes/useLinkInterception.ts';
import { useRouteRedirect } from './routes/useRouteRedirect.ts';
import { useSessionMonitor } from './session-ui/useSessionMonitor.ts';
import { useSessionState } from './session-ui/useSessionState.ts';
import './pages/pages.css';
// The footer's styles come with the page's stylesheet, not with the footer's lazy chunk: on a
// page shorter than the screen (login, the gate, not found) the prerendered footer is in view,
// and its styles arriving late moved it (layout shift 0.34 at phone width).
import '../render/footer/footer.css';

const SESSION_UNKNOWN: CustomerPartsState = { status: 'loading' };
const ANONYMOUS: CustomerPartsState = { status: 'anonymous' };
/** The customer's data and what it needs (TanStack Query, the fetchers): a chunk of its own. */
const CustomerData = lazyComponent(() => import('./customer/CustomerData.tsx'));
/*
 * Below the first screen, or shown only sometimes: chunks of their own, loaded right after the
 * page (the footer) or when needed, so the first load carries the header and the page alone.
 * A prerendered footer stays on screen meanwhile, and React hydrates it when its code is there.
 */
const FooterView = lazyComponent(() => import('./footer/FooterView.tsx'));
/** main.tsx starts the footer's code with its config, as soon as the page's own chunks are asked for. */
export const preloadFooter = (): Promise<void> => FooterView.preload();

/**
 * The footer is a prerendered part (render/prerendered-part.tsx): a re-render of the page (any
 * state change right after hydration, the switch to `?design=v1`) must not reach its boundary
 * while its code is still loading, or React throws its HTML away and draws it again.
 */
const PrerenderedFooter = prerenderedPart(FooterView, 'footer');
const CountryBanner = lazyComponent(() => import('../render/country/CountryBanner.tsx').then((m) => ({ default: m.CountryBanner })));
const SessionNotice = lazyComponent(() => import('./session-ui/SessionNotice.tsx').then((m) => ({ default: m.SessionNotice })));
const ConsentUnavailableDialog = lazyComponent(() => import('./consent/ConsentUnavailableDialog.tsx').then((m) => ({ default: m.ConsentUnavailableDialog })));

export interface AppProps {
  config: CompiledConfig;
  i18n: i18n;
  /** What of the locale's config only a customer's view reads, when `config` lacks it (main.tsx). */
  loadCustomerPart?: CustomerPartLoader;
  /** The footer's config, when `config` carries none (main.tsx, the prerender: it loads after the page). */
  footerSource?: FooterSource;
}

export function App({ config, i18n, loadCustomerPart, footerSource }: AppProps) {
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
      <Portal
        config={config}
        i18n={i18n}
        locale={route.locale}
        {...(loadCustomerPart ? { loadCustomerPart } : {})}
        {...(footerSource ? { footerSource } : {})}
      />
    </I18nextProvider>
  );
}

interface PortalProps extends AppProps {
  locale: string;
}

function Portal({ config, i18n, locale, loadCustomerPart, footerSource }: PortalProps) {
  const { services, history, browser, customer: customerServicesSource, signIn } = useAppEnvironment();
  const location = useLocationSnapshot();
  const accessToken = useAccessToken();
  const forbidden = useForbidden();
  const { preferredLocale, storePreferredLocale } = usePreferredLocale();
  const { t } = useTranslation('app');
  // The context signals besides the URL (config/context/signals.yaml: cookies, User-Agent, stored
  // values, query parameters kept for the tab) are document state: read after render (the
  // hydrating render must draw the prerendered HTML, which has none), again on every navigation,
  // when the stored preference changes and when the app removed one (rereadSignals).
  const [readSignals, setReadSignals] = useState<BrowserSignals>(NO_SIGNALS);
  const [signalsAsked, rereadSignals] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let current = true;
    import('./data/browser-signals.ts')
      .then(({ readBrowserSignals }) => current && setReadSignals(readBrowserSignals(config.contextSignals, location.search, browser.signalSources)))
      .catch((error: unknown) => console.error('The context signals could not be read: none apply on this page', error));
    return () => {
      current = false;
    };
  }, [config, browser, location, preferredLocale, signalsAsked]);

  // The stored token is read with the token decoder, a chunk of its own (a visitor has no token,
  // so the first load carries none of it); until it is read, the session counts as not yet
  // known (the loading skeleton). An expired token is a past session, not a login (spec 5): it
  // is dropped below. A decoder that cannot be loaded leaves the token alone (no lost session).
  const [reading, setReading] = useState<TokenReading | null>(null);
  useEffect(() => {
    if (accessToken === null) {
      setReading(null);
      return;
    }
    let current = true;
    import('./data/token-identity.ts')
      .then(({ readStoredToken }) => readStoredToken(accessToken, Date.now(), services.tokens.getServerTimeDiff()))
      .catch((error: unknown): TokenReading => {
        console.error('The token reader could not be loaded: treated as logged out for this page', error);
        return { token: accessToken, valid: true, identity: null };
      })
      .then((read) => current && setReading(read));
    return () => {
      current = false;
    };
  }, [accessToken, services]);
  const readNow = accessToken !== null && reading?.token === accessToken ? reading : null;
  // A refreshed token keeps the session's reading while it is read (a refresh is the same
  // customer): the page must not fall back to its skeleton, nor the session notice go, on every
  // refresh. Only a first token waits for its reading.
  const tokenRead = accessToken === null ? null : (readNow ?? (reading?.valid ? reading : null));
  const tokenPending = accessToken !== null && tokenRead === null;
  const identity = tokenRead?.identity ?? null;
  const identityKey = identity ? `${identity.customerNumber}|${identity.userId ?? ''}` : '';
  const stableIdentity = useMemo(() => identity, [identityKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const context = useMemo(
    () =>
      pageContextOf({
        locale,
        pathname: location.pathname,
        hash: location.hash,
        host: browser.host,
        // The address's own query at once (it is the same in the prerender's HTML for a given URL).
        signals: { ...readSignals, query: { ...readSignals.query, ...queryRecord(location.search) } },
      }),
    [locale, location.pathname, location.hash, location.search, browser, readSignals],
  );
  // API clients, auth, session monitor and tracker: a chunk of their own, for a logged-in customer.
  const customerServices = useCustomerServices(identity !== null);
  const apis = useMemo(() => (customerServices ? { api: customerServices.api, identityApi: customerServices.identityApi } : null), [customerServices]);
  // A logged-in customer's data comes from the customer chunk (customer/CustomerData.tsx).
  const [customer, setCustomer] = useState<{ key: string; parts: CustomerPartsState; retry: () => void; kit: CustomerKit | null } | null>(null);
  // A transition: prerendered parts still waiting for their code keep their HTML (React would
  // otherwise replace them by their fallback when the data changes them before they hydrate).
  const onParts = useCallback(
    (next: CustomerPartsState, retry: () => void, kit: CustomerKit) => startTransition(() => setCustomer({ key: identityKey, parts: next, retry, kit })),
    [identityKey],
  );
  const loadedParts: CustomerPartsState = tokenPending ? SESSION_UNKNOWN : !stableIdentity ? ANONYMOUS : customer?.key === identityKey ? customer.parts : SESSION_UNKNOWN;
  // Prerendered and hydrating, nobody is known yet: a customer page draws its loading skeleton
  // (as its prerendered HTML does), never the login prompt, until the stored session is read.
  const hydrated = useHydrated();
  const customerPage = useMemo(() => findPage(config.pages, locale, location.pathname)?.audience === 'customer', [config, locale, location.pathname]);
  const parts = !hydrated && customerPage ? SESSION_UNKNOWN : loadedParts;
  // The flag service's answer is part of the customer data: until it is there, the defaults.
  const serviceFlags = parts.status === 'ready' ? parts.parts.flags : undefined;
  const flags = useMemo(() => effectiveFlags(location.search, serviceFlags), [location.search, serviceFlags]);
  // The shown page's body is loaded with it (its own chunk); the view model waits for nothing else.
  // Rules that read `now` resolve at the visit's time once the page is hydrated (scheduled changes).
  const page = usePageConfig(useVisitTime(config), locale, context.page ?? location.pathname);
  const { viewModel, context: resolveContext, loading, gate, customerError } = useViewModel(page.config, context, flags, parts, customer?.kit ?? null);
  // What the page's blocks and the footer get stays the same object while its content does: their
  // boundaries are memoised on it (render/prerendered-part.tsx).
  const shownPage = useSameValue(viewModel.page);
  const footerContext = useFooterContext(resolveContext);
  // The engine's decision (a persona's mobileWebView is the web view's User-Agent token here).
  const mobileWebView = resolveContext.facts.page.mobileWebView;
  const trackingFacts = resolveContext.facts;
  const loginHref = loginPath(locale);

  useEffect(() => {
    if (readNow && !readNow.valid) services.tokens.clear();
  }, [readNow, services]);

  // The services read the page's flags when they act (logout target, refresh endpoint, tracking).
  useEffect(() => {
    services.setPage({
      locale,
      authFlags: {
        userManagement: flags.userManagementLogout === true,
        unifiedIdentityDomain: flags.unifiedIdentityDomain === true,
        multiContext: flags.multiContext === true,
        pensionLogout: flags.pensionLogout === true,
        localEnvironment: LOCAL_ENVIRONMENT,
      },
      sessionFlags: { localEnvironment: LOCAL_ENVIRONMENT, localTimeout: flags.localTimeout === true, mobileWebView },
      // The anonymous context id (spec 7) is added by the services as `context`.
      trackingBase: { portal: 'customer-portal', country_platform: locale },
      // browsing_platform and customer_group come from these (tracking/dimensions.ts, customer chunk).
      trackingFacts,
    });
  }, [services, locale, flags, mobileWebView, trackingFacts]);

  useEffect(() => {
    if (i18n.language !== viewModel.language) void i18n.changeLanguage(viewModel.language);
  }, [i18n, viewModel.language]);
  useEffect(() => browser.writeDocumentLang(languageTagOf(viewModel.locale)), [browser, viewModel.locale]);

  const monitor = customerServices?.monitor ?? null;
  useSessionMonitor(monitor, identity !== null);
  const session = useSessionState(monitor);
  // Spec 4: a locale switch goes first; the required-action redirect waits for the new locale.
  const navigation = pageNavigation(viewModel, parts.status === 'ready');
  useLocaleSwitch(navigation.localeSwitch, history);
  useRequiredActionRedirect(navigation.redirect, customerServices?.tracker ?? null, history);

  // Spec 7: consent defaults and scripts once per page load; customer_id once it is known.
  const customerNumber = parts.status === 'ready' ? (parts.parts.customer.bacNumber ?? parts.parts.identity.customerNumber) : null;
  useConsent(services.consent, viewModel.locale, customerNumber);
  const [consentDialog, setConsentDialog] = useState(false);
  const closeConsentDialog = useCallback(() => setConsentDialog(false), []);

  const onAction = useCallback(
    (callback: string, item: Item) => {
      if (callback === 'logout') {
        // Spec 8: a failing logout call is logged by the auth service; the user leaves anyway.
        customerServicesSource
          .load()
          .then((loaded) => loaded.auth.logout())
          .catch(() => undefined);
      } else if (callback === 'consent-settings') {
        // The consent manager's own settings layer when one is loaded; else say it is not here.
        if (!services.consent.openSettings()) setConsentDialog(true);
      } else {
        console.warn(`Header action "${callback}" of item "${item.id}" has no handler in the app`);
      }
    },
    [services, customerServicesSource],
  );
  // Spec 7 account switch: an RFC 8693 token exchange for that customer (oidc/, its own chunk).
  const onSwitchAccount = useCallback(
    (customerId: string) => void signIn?.load().then((m) => m.switchAccountTo(customerId, { services, browser, history, locale, dashboard: dashboardPath(locale) })),
    [signIn, services, browser, history, locale],
  );
  const go = useCallback((href: string) => (href.startsWith('/') ? history.push(href) : history.assign(href)), [history]);
  // Spec 2.7: the visitor's answer to the banner (or a market chosen) outlives the page. The
  // preference is stored, and the other triggers of config's countryBanner rule are taken away
  // (the flag cookie; `?country=`, from the address without a new history entry), so the banner
  // goes at once and stays away until something sets a trigger again.
  const answerCountryBanner = useCallback(
    (preferredLocale: string) => {
      storePreferredLocale(preferredLocale);
      browser.removeCountryBannerCookie();
      // Gone in this frame (the signals are read again, a moment later, from the browser).
      setReadSignals((read) => answeredBanner(read, preferredLocale));
      rereadSignals();
      const address = withoutCountryQuery(history.getLocation());
      if (address !== null) history.push(address, { replace: true });
    },
    [storePreferredLocale, browser, history],
  );
  const chooseMarket = useCallback(
    (market: Market) => {
      answerCountryBanner(market.preferredLocale);
      go(market.href);
    },
    [answerCountryBanner, go],
  );
  const allGood = useCallback(() => {
    const market = viewModel.markets.find((candidate) => candidate.locale === viewModel.countryBanner?.marketLocale);
    answerCountryBanner(market?.preferredLocale ?? viewModel.locale);
  }, [viewModel, answerCountryBanner]);
  const retry = useCallback(() => customer?.retry(), [customer]);
  const reload = useCallback(() => history.reload(), [history]);
  // The customer chunk could not be loaded: the page says so, and its retry loads the page again.
  const onCustomerChunkFailed = useCallback(
    (error: unknown) => setCustomer({ key: identityKey, parts: { status: 'error', error }, retry: reload, kit: null }),
    [identityKey, reload],
  );
  // Stable, like every prop of the lazily loaded footer: a prerendered boundary that receives new
  // props before its code is there is thrown away and drawn again (a visible jump).
  const openConsentSettings = useCallback(() => onAction('consent-settings', { id: 'consent-settings', type: 'basic', title: '' }), [onAction]);

  const loggedIn = parts.status === 'ready';
  return (
    <>
      <Head head={viewModel.head} />
      {/* In a landmark of its own, before the country banner and the header: the first thing Tab
          reaches on every page, also where no header is drawn (integrated mode). */}
      <nav className="app-skip" aria-label={t('skipLinks')}>
        <a className="app-skip-link" href="#main">
          {t('skipToContent')}
        </a>
      </nav>
      {viewModel.countryBanner && (
        <LazyBoundary name="country banner">
          <CountryBanner
            banner={viewModel.countryBanner}
            markets={viewModel.markets}
            currentLocale={viewModel.locale}
            onAllGood={allGood}
            onChooseMarket={chooseMarket}
          />
        </LazyBoundary>
      )}
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
            page={shownPage}
            locale={viewModel.locale}
            designVersion={viewModel.designVersion}
            loggedIn={loggedIn}
            loginHref={loginHref}
            gate={gate}
            forbidden={forbidden || (isApiError(customerError) && customerError.kind === 'forbidden')}
            redirecting={navigation.localeSwitch !== null || navigation.redirect !== null}
            loadFailed={customerError !== null}
            onRetry={retry}
            bodyFailed={page.bodyFailed}
            onRetryBody={page.retryBody}
            onReload={reload}
          />
        </main>
      </Container>
      <PrerenderedFooter
        context={footerContext}
        source={footerSource ?? null}
        markets={viewModel.markets}
        locale={viewModel.locale}
        designVersion={viewModel.designVersion}
        loggedIn={loggedIn}
        onSelectMarket={chooseMarket}
        onConsentSettings={openConsentSettings}
      />
      {stableIdentity && apis && (
        <LazyBoundary name="customer's data" onFailed={onCustomerChunkFailed}>
          <CustomerData
            apis={apis}
            identity={stableIdentity}
            ownDistributorId={config.headers.ownDistributorId}
            pages={page.config.pages}
            locale={locale}
            onParts={onParts}
            {...(loadCustomerPart ? { loadPart: loadCustomerPart } : {})}
          />
        </LazyBoundary>
      )}
      {monitor && (
        <LazyBoundary name="session notice">
          <SessionNotice state={session} onExtend={monitor.extend} />
        </LazyBoundary>
      )}
      {consentDialog && (
        <LazyBoundary name="consent dialog">
          <ConsentUnavailableDialog open onClose={closeConsentDialog} />
        </LazyBoundary>
      )}
    </>
  );
}

/**
 * The running portal: route -> page context -> (customer data) -> view model -> chrome and
 * page body. Every business decision (which header, which menu items, whether a redirect or
 * the login gate applies) is the engine's; this file wires data, session and navigation.
 */
import { use, useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { lazyComponent } from '../render/lazy.ts';
import { LazyBoundary } from '../render/LazyBoundary.tsx';
import { prerenderedPart } from '../render/prerendered-part.tsx';
import { UiStringsProvider, useTranslation } from '../render/i18n/useTranslation.tsx';
import type { UiStrings } from '../render/i18n/ui-strings.ts';
import type { CompiledConfig } from '../engine/config/compiled.ts';
import { Container } from '../render/blocks/Container.tsx';
import { usePreferredLocale } from '../render/country/preferred-locale.ts';
import { Head } from '../render/head/index.ts';
import { Header } from '../render/header/index.ts';
import { isApiError } from './api/api-error.ts';
import { useConsent } from './consent/useConsent.ts';
import { regionGroupOf } from '../engine/facts/region-group.ts';
import { pageContextOf, queryRecord } from './data/page-context.ts';

import { useAccessToken, useAppEnvironment, useCustomerServices, useForbidden, useHydrated, useLocationSnapshot } from './data/services-context.tsx';
import type { CustomerPartLoader } from './customer/useCustomerPart.ts';
import type { FooterSource } from './boot/footer/footer-source.ts';
import { useFooterContext } from './boot/footer/useFooterContext.ts';
import { useAskForFooter } from './boot/footer/useAskForFooter.ts';
import { mayOfferSmartBanner } from '../engine/resolve/smart-banner-rule.ts';
import type { FooterViewProps } from './boot/footer/FooterView.tsx';
import { useSameValue } from './data/useSameValue.ts';
import { findPage } from '../engine/pages/find.ts';
import { pageNavigation, useLocaleSwitch } from './data/useLocaleSwitch.ts';
import { useRequiredActionRedirect } from './data/useRequiredActionRedirect.ts';
import { useViewModel } from './data/useViewModel.ts';
import { useVisitTime } from './data/useVisitTime.ts';
import { usePageConfig } from './data/usePageConfig.ts';
import { effectiveFlags, loginPath } from './environment.ts';
import { PageFlagsContext } from './flags/page-flags.ts';
import { valueStore } from './flags/value-store.ts';
import type { FeatureFlags } from '../engine/types/persona.ts';
import { flagTableOf } from '../engine/flags/table-of.ts';
import { PageBody } from './pages/PageBody.tsx';
import { useContextSignals } from './boot/portal/useContextSignals.ts';
import { useCountryBannerAnswer } from './boot/portal/useCountryBannerAnswer.ts';
import { NOT_YET_KNOWN, useCustomerState } from './boot/portal/useCustomerState.ts';
import { usePortalActions } from './boot/portal/usePortalActions.ts';
import { useServicesPage } from './boot/portal/useServicesPage.ts';
import { useStoredSession } from './boot/portal/useStoredSession.ts';
import { languageTagOf } from '../contract/build-and-browser.ts';
import { parseRoute, type LocaleSettings } from './routes/locale.ts';
import { useLinkInterception } from './routes/useLinkInterception.ts';
import { useRouteRedirect } from './routes/useRouteRedirect.ts';
import { useSessionMonitor } from './session-ui/useSessionMonitor.ts';
import { useSessionState } from './session-ui/useSessionState.ts';
import './pages/pages.css';
// The footer's styles come with the page's stylesheet, not with the footer's lazy chunk: on a
// page shorter than the screen (login, the gate, not found) the prerendered footer is in view,
// and its styles arriving late moved it (layout shift 0.34 at phone width). So do its country
// picker's: the footer's code comes when the visitor scrolls to it (boot/footer/footer-on-approach.ts),
// and an unstyled picker grew by 18 px in view when it came.
import '../render/footer/footer.css';
import '../render/country/country.css';

/** The customer's data and what it needs (TanStack Query, the fetchers): a chunk of its own. */
const CustomerData = lazyComponent(() => import('./customer/CustomerData.tsx'));
/*
 * Below the first screen, or shown only sometimes: chunks of their own, loaded right after the
 * page (the footer) or when needed, so the first load carries the header and the page alone.
 * A prerendered footer stays on screen meanwhile, and React hydrates it when its code is there.
 */
const FooterView = lazyComponent(() => import('./boot/footer/FooterView.tsx'));
/** main.tsx starts the footer's code with its config, when something asks for the footer. */
export const preloadFooter = (): Promise<void> => FooterView.preload();

/**
 * The footer is a prerendered part (render/prerendered-part.tsx): a re-render of the page (any
 * state change right after hydration, the switch to `?design=v1`) must not reach its boundary
 * while its code is still loading, or React throws its HTML away and draws it again. Its code is
 * not even fetched until something asks for the footer (boot/footer/footer-on-approach.ts): until then
 * React leaves its boundary as the prerendered HTML.
 */
const PrerenderedFooter = prerenderedPart(function FooterOnceAsked({ source, ...props }: FooterViewProps) {
  if (source && !source.asked()) use(source.whenAsked());
  return <FooterView source={source} {...props} />;
}, 'footer');
const CountryBanner = lazyComponent(() => import('../render/country/CountryBanner.tsx').then((m) => ({ default: m.CountryBanner })));
const SessionNotice = lazyComponent(() => import('./session-ui/SessionNotice.tsx').then((m) => ({ default: m.SessionNotice })));
const ConsentUnavailableDialog = lazyComponent(() => import('./consent/ConsentUnavailableDialog.tsx').then((m) => ({ default: m.ConsentUnavailableDialog })));

export interface AppProps {
  config: CompiledConfig;
  /** The UI strings of a language (main.tsx: the page's one language; another locale is a new page load). */
  uiStrings: (language: string) => UiStrings;
  /** What of the locale's config only a customer's view reads, when `config` lacks it (main.tsx). */
  loadCustomerPart?: CustomerPartLoader;
  /** The footer's config, when `config` carries none (main.tsx, the prerender: it loads after the page). */
  footerSource?: FooterSource;
}

export function App({ config, uiStrings, loadCustomerPart, footerSource }: AppProps) {
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
    <UiStringsProvider strings={uiStrings(config.locales.byCode[route.locale]?.language ?? 'en')}>
      <Portal config={config} locale={route.locale} loadCustomerPart={loadCustomerPart} footerSource={footerSource} />
    </UiStringsProvider>
  );
}

/** A config without flag definitions (a fixture): no defaults, one object for every render. */
const NO_FLAGS: Readonly<FeatureFlags> = Object.freeze({});
/** No flag service for visitors (the prerender, tests), and what hydration reads. */
const NO_VISITOR_FLAGS = valueStore<FeatureFlags | undefined>(undefined);

interface PortalProps extends Omit<AppProps, 'uiStrings'> {
  locale: string;
}

function Portal({ config, locale, loadCustomerPart, footerSource }: PortalProps) {
  const environment = useAppEnvironment();
  const { services, history, browser } = environment;
  const location = useLocationSnapshot();
  const forbidden = useForbidden();
  const { preferredLocale, storePreferredLocale } = usePreferredLocale();
  const { t } = useTranslation('app');
  const signals = useContextSignals(config, browser, location, preferredLocale);
  const session = useStoredSession(useAccessToken(), services);
  const { identity, stableIdentity } = session;

  const context = useMemo(
    () =>
      pageContextOf({
        locale,
        pathname: location.pathname,
        hash: location.hash,
        host: browser.host,
        // The address's own query at once (it is the same in the prerender's HTML for a given URL).
        signals: { ...signals.signals, query: { ...signals.signals.query, ...queryRecord(location.search) } },
      }),
    [locale, location.pathname, location.hash, location.search, browser, signals.signals],
  );
  // API clients, auth, session monitor and tracker: a chunk of their own, for a logged-in customer.
  const customerServices = useCustomerServices(identity !== null);
  const apis = useMemo(
    () => (customerServices ? { api: customerServices.api, identityApi: customerServices.identityApi, flags: customerServices.flags } : null),
    [customerServices],
  );
  const reload = useCallback(() => history.reload(), [history]);
  // A logged-in customer's data comes from the customer chunk (customer/CustomerData.tsx).
  const customer = useCustomerState(session, reload);
  // Prerendered and hydrating, nobody is known yet: a customer page draws its loading skeleton
  // (as its prerendered HTML does), never the login prompt, until the stored session is read.
  const hydrated = useHydrated();
  const customerPage = useMemo(() => findPage(config.pages, locale, location.pathname)?.audience === 'customer', [config, locale, location.pathname]);
  const parts = !hydrated && customerPage ? NOT_YET_KNOWN : customer.parts;
  const loggedIn = parts.status === 'ready';
  // The flag service's answer: a customer's is part of the customer data, a visitor's comes once
  // the page's own loading is done (main.tsx, flags/visitor-flags.ts). Until then config/flags/'s defaults.
  const visitorStore = environment.visitorFlags ?? NO_VISITOR_FLAGS;
  const visitorFlags = useSyncExternalStore(visitorStore.subscribe, visitorStore.get, NO_VISITOR_FLAGS.get);
  const serviceFlags = loggedIn ? parts.parts.flags : parts.status === 'anonymous' ? visitorFlags : undefined;
  const flagTable = useMemo(() => flagTableOf(config), [config]);
  const flagDefaults = config.flags?.defaults ?? NO_FLAGS;
  const pageFlags = useMemo(
    () => ({ flags: effectiveFlags(location.search, serviceFlags, flagDefaults, flagTable), defaults: flagDefaults, table: flagTable }),
    [location.search, serviceFlags, flagDefaults, flagTable],
  );
  const { flags } = pageFlags;
  // The gate and the sign-in read them from a store that stays the same object (flags/page-flags.ts says why).
  const [flagsStore] = useState(() => valueStore(pageFlags));
  useLayoutEffect(() => flagsStore.set(pageFlags), [flagsStore, pageFlags]);
  // The shown page's body is loaded with it (its own chunk); the view model waits for nothing else.
  // Rules that read `now` resolve at the visit's time once the page is hydrated (scheduled changes).
  const page = usePageConfig(useVisitTime(config), locale, context.page ?? location.pathname);
  const { viewModel, context: resolveContext, loading, gate, customerError } = useViewModel(page.config, context, flags, parts, customer.kit);
  // What the page's blocks and the footer get stays the same object while its content does: their
  // boundaries are memoised on it (render/prerendered-part.tsx).
  const shownPage = useSameValue(viewModel.page);
  const footerContext = useFooterContext(resolveContext);
  // Its code is fetched now if its prerendered HTML is out of date, or for the smart banner.
  const smartBanner = useMemo(() => mayOfferSmartBanner(resolveContext), [resolveContext]);
  useAskForFooter(footerSource, [footerContext, viewModel.designVersion, viewModel.locale, loggedIn], smartBanner);
  // The engine's decision (a persona's mobileWebView is the web view's User-Agent token here).
  const mobileWebView = resolveContext.facts.page.mobileWebView;
  useServicesPage(services, locale, flags, mobileWebView, resolveContext.facts, flagTable);

  useEffect(() => browser.writeDocumentLang(languageTagOf(viewModel.locale)), [browser, viewModel.locale]);

  const monitor = customerServices?.monitor ?? null;
  useSessionMonitor(monitor, identity !== null);
  const sessionState = useSessionState(monitor);
  // Spec 4: a locale switch goes first; the required-action redirect waits for the new locale.
  const navigation = pageNavigation(viewModel, loggedIn);
  useLocaleSwitch(navigation.localeSwitch, history);
  useRequiredActionRedirect(navigation.redirect, customerServices?.tracker ?? null, history);

  // Spec 7: consent defaults and scripts once per page load; customer_id once it is known.
  const customerNumber = loggedIn ? (parts.parts.customer.bacNumber ?? parts.parts.identity.customerNumber) : null;
  useConsent(services.consent, regionGroupOf(resolveContext.facts.page.region, resolveContext.config.regions), customerNumber);
  const actions = usePortalActions(environment, locale);
  const { chooseMarket, allGood } = useCountryBannerAnswer(environment, storePreferredLocale, signals, viewModel);

  return (
    <PageFlagsContext.Provider value={flagsStore}>
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
        onAction={actions.onAction}
        onSwitchAccount={actions.onSwitchAccount}
      />
      <Container designVersion={viewModel.designVersion} loggedIn={loggedIn}>
        <main id="main" className="app-main" tabIndex={-1} aria-busy={loading}>
          <PageBody
            page={shownPage}
            locale={viewModel.locale}
            designVersion={viewModel.designVersion}
            loggedIn={loggedIn}
            loginHref={loginPath(locale)}
            gate={gate}
            forbidden={forbidden || (isApiError(customerError) && customerError.kind === 'forbidden')}
            redirecting={navigation.localeSwitch !== null || navigation.redirect !== null}
            loadFailed={customerError !== null}
            onRetry={customer.retry}
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
        onConsentSettings={actions.openConsentSettings}
      />
      {stableIdentity && apis && (
        <LazyBoundary name="customer's data" onFailed={customer.onChunkFailed}>
          <CustomerData
            apis={apis}
            identity={stableIdentity}
            ownDistributorId={config.headers.ownDistributorId}
            flagTable={config.flags?.table}
            flagDefaults={pageFlags.defaults}
            pages={page.config.pages}
            locale={locale}
            report={customer.store}
            loadPart={loadCustomerPart}
          />
        </LazyBoundary>
      )}
      {monitor && (
        <LazyBoundary name="session notice">
          <SessionNotice state={sessionState} onExtend={monitor.extend} onDismiss={monitor.dismiss} />
        </LazyBoundary>
      )}
      {actions.consentDialog && (
        <LazyBoundary name="consent dialog">
          <ConsentUnavailableDialog open onClose={actions.closeConsentDialog} />
        </LazyBoundary>
      )}
    </PageFlagsContext.Provider>
  );
}

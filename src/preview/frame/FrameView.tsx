/**
 * One view drawn by the portal's real components, as the running app draws it (App.tsx):
 * country banner, header, page body, footer. The frame decides nothing; callbacks that would
 * act (log out, choose a market) do nothing here, and links are reported to the preview page
 * instead of followed (see frame.tsx).
 */
import { useEffect, useMemo } from 'react';
import { UiStringsProvider } from '../../render/i18n/useTranslation.tsx';
import { uiStringsOf } from '../../render/i18n/strings-of-language.ts';
import { languageTagOf } from '../../contract/build-and-browser.ts';
import { Container } from '../../render/blocks/index.ts';
import { CountryBanner } from '../../render/country/index.ts';
import { Footer } from '../../render/footer/index.ts';
import { Header } from '../../render/header/index.ts';
import { AppBlocksContext, PageView, type AppBlockComponents } from '../../render/page/index.ts';
import { builtTime, OfferTimeContext } from '../../app/offers/offer-time.ts';
import type { RenderMessage } from '../protocol.ts';
import '../../app/pages/pages.css';

/** The login form belongs to the running portal's environment; the preview marks its place. */
function LoginPlaceholder() {
  return (
    <p className="app-notice" data-preview-placeholder="login">
      Login form (drawn by the running portal: open the page there to log in)
    </p>
  );
}

const PREVIEW_BLOCKS: AppBlockComponents = { login: LoginPlaceholder };
const NOTHING = (): void => undefined;

export type FrameViewProps = Omit<RenderMessage, 'type'>;

export function FrameView({ viewModel, strings, pathname }: FrameViewProps) {
  const uiStrings = useMemo(() => uiStringsOf(strings, viewModel.language), [strings, viewModel.language]);
  useEffect(() => {
    document.documentElement.lang = languageTagOf(viewModel.locale);
  }, [viewModel.locale]);
  const loggedIn = viewModel.header.type === 'private';
  return (
    <UiStringsProvider strings={uiStrings}>
      <CountryBanner
        banner={viewModel.countryBanner ?? null}
        markets={viewModel.markets}
        currentLocale={viewModel.locale}
        onAllGood={NOTHING}
        onChooseMarket={NOTHING}
      />
      <Header header={viewModel.header} designVersion={viewModel.designVersion} pathname={pathname} locale={viewModel.locale} />
      <Container designVersion={viewModel.designVersion} loggedIn={loggedIn}>
        <main id="main" className="app-main">
          <AppBlocksContext.Provider value={PREVIEW_BLOCKS}>
            {/* Offer lists select at the view's time, the time their data was built at, not the browser's. */}
            <OfferTimeContext.Provider value={builtTime}>
              <PageView page={viewModel.page} designVersion={viewModel.designVersion} loggedIn={loggedIn} locale={viewModel.locale} />
            </OfferTimeContext.Provider>
          </AppBlocksContext.Provider>
        </main>
      </Container>
      <Footer footer={viewModel.footer} markets={viewModel.markets} locale={viewModel.locale} designVersion={viewModel.designVersion} loggedIn={loggedIn} />
    </UiStringsProvider>
  );
}

/**
 * Chooses the main section's body. Order matters: a dropped authorization (403) explains
 * itself first; a pending redirect shows only that it is leaving; the authentication gate comes
 * from the engine (`gate`); a failed customer call on a customer page offers a retry. Otherwise
 * the page of the view model (config/pages/) is drawn by the page renderer.
 */
import { useTranslation } from 'react-i18next';
import type { Page } from '../../engine/types/blocks.ts';
import { AppBlocksContext, PageView, type AppBlockComponents } from '../../render/page/index.ts';
import type { DesignVersion } from '../../render/blocks/index.ts';
import { ForbiddenNotice } from '../session-ui/ForbiddenNotice.tsx';
import { LoadError } from './LoadError.tsx';
import { LocalLoginBlock } from './LocalLoginBlock.tsx';
import { LoginRequired } from './LoginRequired.tsx';

/** The blocks whose drawing depends on the environment: here, the local stand-in login. */
const APP_BLOCKS: AppBlockComponents = { login: LocalLoginBlock };

export interface PageBodyProps {
  page: Page;
  locale: string;
  designVersion: DesignVersion;
  loggedIn: boolean;
  loginHref: string;
  gate: boolean;
  forbidden: boolean;
  redirecting: boolean;
  loadFailed: boolean;
  onRetry: () => void;
}

export function PageBody({ page, locale, designVersion, loggedIn, loginHref, gate, forbidden, redirecting, loadFailed, onRetry }: PageBodyProps) {
  const { t } = useTranslation('app');
  if (forbidden && page.kind !== 'login') return <ForbiddenNotice loginHref={loginHref} />;
  if (redirecting) return <p role="status">{t('redirecting')}</p>;
  if (gate) return <LoginRequired loginHref={loginHref} />;
  if (loadFailed && page.audience !== 'public') return <LoadError onRetry={onRetry} />;
  return (
    <AppBlocksContext.Provider value={APP_BLOCKS}>
      <PageView page={page} designVersion={designVersion} loggedIn={loggedIn} locale={locale} />
    </AppBlocksContext.Provider>
  );
}

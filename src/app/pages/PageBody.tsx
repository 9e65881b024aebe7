/**
 * Chooses the main section's body. Order matters: a dropped authorization (403) explains
 * itself first; a pending redirect shows only that it is leaving; the authentication gate comes
 * from the engine (`gate`); a failed customer call on a customer page offers a retry. Otherwise
 * the page of the view model (config/pages/) is drawn by the page renderer.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../engine/types/blocks.ts';
// Direct imports, not the index: the index names every block component, which are chunks of their own.
import { AppBlocksContext } from '../../render/page/AppBlocksContext.ts';
import type { AppBlockComponents } from '../../render/page/block-props.ts';
import { PageView } from '../../render/page/PageView.tsx';
import type { DesignVersion } from '../../render/blocks/design-version.ts';
import { ForbiddenNotice } from '../session-ui/ForbiddenNotice.tsx';
import { LoadError } from './LoadError.tsx';
import { lazyComponent } from '../../render/lazy.ts';
import { LoginRequired } from './LoginRequired.tsx';

/** The blocks whose drawing depends on the environment: here, the local stand-in login (its own chunk). */
const LocalLoginBlock = lazyComponent(() => import('./LocalLoginBlock.tsx'));
const APP_BLOCKS: AppBlockComponents = { login: LocalLoginBlock };

/** Starts loading the app's own block components among `types` (main.tsx); failures show when they render. */
export function preloadAppBlocks(types: ReadonlySet<string>): void {
  if (types.has('login')) LocalLoginBlock.preload().catch(() => undefined);
}

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
  /** The page's own body (loaded with the page) could not be loaded. */
  bodyFailed?: boolean;
  onRetryBody?: () => void;
  /** Loads the page again: the retry when the blocks' code could not be loaded. Stable (the blocks' boundary is memoised on it). */
  onReload?: () => void;
}

export function PageBody({ page, locale, designVersion, loggedIn, loginHref, gate, forbidden, redirecting, loadFailed, onRetry, bodyFailed, onRetryBody, onReload }: PageBodyProps) {
  const { t } = useTranslation('app');
  const blocksFailed = useMemo(() => (onReload ? <LoadError what="part" onRetry={onReload} /> : null), [onReload]);
  if (forbidden && page.kind !== 'login') return <ForbiddenNotice loginHref={loginHref} />;
  if (redirecting) return <p role="status">{t('redirecting')}</p>;
  if (gate) return <LoginRequired loginHref={loginHref} />;
  if (loadFailed && page.audience !== 'public') return <LoadError onRetry={onRetry} />;
  if (bodyFailed && onRetryBody) return <LoadError onRetry={onRetryBody} />;
  return (
    <AppBlocksContext.Provider value={APP_BLOCKS}>
      <PageView page={page} designVersion={designVersion} loggedIn={loggedIn} locale={locale} blocksFailed={blocksFailed} />
    </AppBlocksContext.Provider>
  );
}

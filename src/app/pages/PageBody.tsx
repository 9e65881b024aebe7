/**
 * Chooses the main section's body. Order matters: a dropped authorization (403) explains
 * itself first; a pending redirect shows only that it is leaving; the authentication gate comes
 * from the engine (`gate`); a failed customer call on a customer page offers a retry. Otherwise
 * the page of the view model (config/pages/) is drawn by the page renderer.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../render/i18n/useTranslation.tsx';
import type { Page } from '../../engine/types/view-model.ts';
// Direct imports, not the index: the index names every block component, which are chunks of their own.
import { AppBlocksContext } from '../../render/page/AppBlocksContext.ts';
import type { AppBlockComponents } from '../../render/page/block-props.ts';
import { PageView } from '../../render/page/PageView.tsx';
import type { DesignVersion } from '../../render/blocks/design-version.ts';
import { LoadError } from './LoadError.tsx';
import { lazyComponent } from '../../render/lazy.ts';
import { LazyBoundary } from '../../render/LazyBoundary.tsx';

/** The blocks whose drawing depends on the environment: here, the OpenID Connect sign-in (its own chunk). */
const SignInBlock = lazyComponent(() => import('./SignInBlock.tsx'));
const APP_BLOCKS: AppBlockComponents = { login: SignInBlock };
/*
 * What stands instead of the page (the engine's gate, a 403): never prerendered (a customer page's
 * HTML is its skeleton), so a chunk of its own, asked for only when a visitor meets it.
 */
const ForbiddenNotice = lazyComponent(() => import('../session-ui/ForbiddenNotice.tsx').then((m) => ({ default: m.ForbiddenNotice })));
const LoginRequired = lazyComponent(() => import('./LoginRequired.tsx').then((m) => ({ default: m.LoginRequired })));

/** Starts loading the app's own block components among `types` (main.tsx); failures show when they render. */
export function preloadAppBlocks(types: ReadonlySet<string>): void {
  if (types.has('login')) SignInBlock.preload().catch(() => undefined);
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

export function PageBody({
  page,
  locale,
  designVersion,
  loggedIn,
  loginHref,
  gate,
  forbidden,
  redirecting,
  loadFailed,
  onRetry,
  bodyFailed,
  onRetryBody,
  onReload,
}: PageBodyProps) {
  const { t } = useTranslation('app');
  const blocksFailed = useMemo(() => (onReload ? <LoadError what="part" onRetry={onReload} /> : null), [onReload]);
  // Without its chunk, a gate is still a way to log in.
  const loginLink = (
    <p>
      <a className="app-button app-button--primary" href={loginHref}>
        {t('gate.link')}
      </a>
    </p>
  );
  if (forbidden && page.kind !== 'login') {
    return (
      <LazyBoundary name="forbidden notice" failed={loginLink}>
        <ForbiddenNotice loginHref={loginHref} />
      </LazyBoundary>
    );
  }
  if (redirecting) return <p role="status">{t('redirecting')}</p>;
  if (gate) {
    return (
      <LazyBoundary name="login prompt" failed={loginLink}>
        <LoginRequired loginHref={loginHref} locale={locale} />
      </LazyBoundary>
    );
  }
  if (loadFailed && page.audience !== 'public') return <LoadError onRetry={onRetry} />;
  if (bodyFailed && onRetryBody) return <LoadError onRetry={onRetryBody} />;
  return (
    <AppBlocksContext.Provider value={APP_BLOCKS}>
      <PageView page={page} designVersion={designVersion} loggedIn={loggedIn} locale={locale} blocksFailed={blocksFailed} />
    </AppBlocksContext.Provider>
  );
}

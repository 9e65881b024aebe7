/**
 * The page header: draws `ViewModel.header` and decides no business rule. Which logos,
 * entries, actions and balance show is already in the data; the variant name only reaches
 * a data attribute for styling.
 *
 * Max width (spec 9 allows 1320 or 1440): 1320 px for design v1 and 1440 px for v2, chosen
 * by `data-design-version` in header.css, matching each design's wider container.
 */
import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Header as HeaderData, Item } from '../../engine/types/view-model.ts';
import { ActionGroup } from './ActionGroup.tsx';
import { HeaderProvider } from './HeaderProvider.tsx';
import { BalanceBarSkeleton, HeaderSkeleton } from './HeaderSkeleton.tsx';
import { lazyComponent } from '../lazy.ts';
import { LazyBoundary } from '../LazyBoundary.tsx';
import { LogoGroup } from './LogoGroup.tsx';
import { MobileMenu } from './mobile/MobileMenu.tsx';
import { Navigation } from './nav/Navigation.tsx';
import './header.css';

/** The balance bar is for logged-in customers only: a chunk of its own, its place held meanwhile. */
const BalanceBar = lazyComponent(() => import('./balance/BalanceBar.tsx').then((m) => ({ default: m.BalanceBar })));

export interface HeaderProps {
  header: HeaderData;
  designVersion: 'v1' | 'v2';
  /** Header data still loading: a private header shows a skeleton, an empty nav a skeleton nav. */
  loading?: boolean;
  /** Current path and hash, for aria-current on the matching item. */
  pathname?: string;
  hash?: string;
  /** Page locale for amounts ("de-de"); defaults to the UI strings' language. */
  locale?: string;
  /** An item with a `callback` was chosen (for example "logout"). */
  onAction?: (callback: string, item: Item) => void;
  /** A switchable account was chosen. */
  onSwitchAccount?: (customerId: string) => void;
}

const NOOP = (): void => undefined;

export function Header({
  header,
  designVersion,
  loading = false,
  pathname,
  hash = '',
  locale,
  onAction = NOOP,
  onSwitchAccount = NOOP,
}: HeaderProps): ReactElement | null {
  const { language } = useTranslation('header');
  if (header.type === 'integrated') return null;
  const pageLocale = locale ?? language;

  const privateLoading = loading && header.type === 'private';
  const navLoading = loading && header.nav.length === 0;
  const hasNav = header.nav.length > 0;
  // The avatar menu stays in the top bar on mobile; the other actions move to the panel.
  const barActions = header.actions.filter((item) => item.type !== 'my-account');

  return (
    <HeaderProvider locale={pageLocale} account={header.account} pathname={pathname} hash={hash} onAction={onAction} onSwitchAccount={onSwitchAccount}>
      <header className="ph-header" data-type={header.type} data-variant={header.variant} data-design-version={designVersion} data-has-nav={hasNav}>
        <div className="ph-header__bar">
          <LogoGroup logos={header.logos} />
          {privateLoading ? (
            <HeaderSkeleton withAvatar />
          ) : (
            <>
              {navLoading ? <HeaderSkeleton /> : <Navigation items={header.nav} />}
              <ActionGroup actions={header.actions} />
              {hasNav && <MobileMenu nav={header.nav} actions={barActions} />}
            </>
          )}
        </div>
        {!privateLoading && header.balance && (
          <LazyBoundary name="balance bar" fallback={<BalanceBarSkeleton />}>
            <BalanceBar balance={header.balance} locale={pageLocale} />
          </LazyBoundary>
        )}
        {privateLoading && <BalanceBarSkeleton />}
      </header>
    </HeaderProvider>
  );
}

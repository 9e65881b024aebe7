/** `my-account`: the private action; opens the avatar menu drawn from `header.account`. */
import type { ReactElement } from 'react';
import { lazyComponent } from '../../lazy.ts';
import { LazyBoundary } from '../../LazyBoundary.tsx';
import { useHeaderContext } from '../HeaderContext.ts';
import type { ItemComponentProps } from './types.ts';

/** Only logged-in customers have an avatar menu: its code is a chunk of its own. */
const AccountMenu = lazyComponent(() => import('../account/AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })));

export function MyAccountItem({ item }: ItemComponentProps): ReactElement | null {
  const { account } = useHeaderContext();
  // No account data (still loading, or a public header): there is no menu to open.
  if (!account) return null;
  return (
    // The avatar's place is kept while its code arrives, so the header does not move.
    <LazyBoundary name="account menu" fallback={<span className="ph-skeleton__avatar" aria-hidden="true" />}>
      <AccountMenu item={item} account={account} />
    </LazyBoundary>
  );
}

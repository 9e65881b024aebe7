/** `my-account`: the private action; opens the avatar menu drawn from `header.account`. */
import type { ReactElement } from 'react';
import { AccountMenu } from '../account/AccountMenu.tsx';
import { useHeaderContext } from '../HeaderContext.ts';
import type { ItemComponentProps } from './types.ts';

export function MyAccountItem({ item }: ItemComponentProps): ReactElement | null {
  const { account } = useHeaderContext();
  // No account data (still loading, or a public header): there is no menu to open.
  if (!account) return null;
  return <AccountMenu item={item} account={account} />;
}

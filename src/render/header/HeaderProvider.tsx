/**
 * Owns what the header parts share: the one dropdown group (one open at a time), touch
 * detection, the active-item test and the callbacks. The Header uses it; stories of single
 * parts use it too, so parts never need a fake context.
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { isActiveHref } from '../../engine/format/href.ts';
import type { AccountMenu, Item } from '../../engine/types/view-model.ts';
import { useDropdownGroupState } from '../interaction/useDropdownGroupState.ts';
import { useIsTouchDevice } from '../interaction/useIsTouchDevice.ts';
import { HeaderContext, type HeaderContextValue } from './HeaderContext.ts';

export interface HeaderProviderProps {
  locale: string;
  account: AccountMenu | null;
  pathname?: string;
  hash?: string;
  onAction: (callback: string, item: Item) => void;
  onSwitchAccount: (customerId: string) => void;
  children: ReactNode;
}

export function HeaderProvider({ locale, account, pathname, hash = '', onAction, onSwitchAccount, children }: HeaderProviderProps): ReactElement {
  const dropdowns = useDropdownGroupState();
  const isTouch = useIsTouchDevice();
  const value = useMemo<HeaderContextValue>(
    () => ({
      locale,
      account,
      dropdowns,
      isTouch,
      isActive: (href) => pathname !== undefined && isActiveHref(pathname, hash, href),
      onAction,
      onSwitchAccount,
    }),
    [locale, account, dropdowns, isTouch, pathname, hash, onAction, onSwitchAccount],
  );
  return <HeaderContext.Provider value={value}>{children}</HeaderContext.Provider>;
}

/**
 * What every header part needs but should not receive through five levels of props: the
 * page location (active items), the callbacks to the app, the account data for the
 * my-account action, and the single dropdown group (one dropdown open at a time).
 */
import { createContext, useContext } from 'react';
import type { AccountMenu, Item } from '../../engine/types/view-model.ts';
import type { DropdownGroupState } from '../interaction/useDropdownGroupState.ts';

export interface HeaderContextValue {
  /** Page locale for number formatting ("de-de"). */
  locale: string;
  account: AccountMenu | null;
  dropdowns: DropdownGroupState;
  isTouch: boolean;
  isActive: (href: string | undefined) => boolean;
  onAction: (callback: string, item: Item) => void;
  onSwitchAccount: (customerId: string) => void;
}

export const HeaderContext = createContext<HeaderContextValue | null>(null);

export function useHeaderContext(): HeaderContextValue {
  const value = useContext(HeaderContext);
  if (!value) throw new Error('Header parts must be rendered inside <Header>: HeaderContext is missing.');
  return value;
}

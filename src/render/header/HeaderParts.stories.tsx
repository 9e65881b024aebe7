/** Stories for the header parts on their own, inside the provider the Header uses. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement, ReactNode } from 'react';
import { fn } from 'storybook/test';
import { ActionGroup } from './ActionGroup.tsx';
import { BalanceBar } from './balance/BalanceBar.tsx';
import {
  account,
  aboutMenu,
  balance,
  balanceUnavailableHeader,
  brandLogo,
  investMenu,
  loginAction,
  myAccountAction,
  partnerLogo,
  registrationAction,
  savingsMenu,
} from './fixtures.ts';
import { HeaderProvider } from './HeaderProvider.tsx';
import { HeaderSkeleton } from './HeaderSkeleton.tsx';
import { NavItem } from './items/NavItem.tsx';
import { LogoGroup } from './LogoGroup.tsx';
import { Navigation } from './nav/Navigation.tsx';
import './header.css';

const onAction = fn();
const onSwitchAccount = fn();

function Frame({ children }: { children: ReactNode }): ReactElement {
  return (
    <HeaderProvider locale="de-de" account={account} pathname="/de-de/tagesgeld" onAction={onAction} onSwitchAccount={onSwitchAccount}>
      {/* The ph-header class carries the colour and size tokens. */}
      <div className="ph-header" style={{ padding: 24, minHeight: 200 }}>
        {children}
      </div>
    </HeaderProvider>
  );
}

const meta = {
  title: 'Header/Parts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Logos: Story = {
  render: () => (
    <Frame>
      <LogoGroup logos={[brandLogo, partnerLogo]} />
    </Frame>
  ),
};

/** Every item type from the registry, as they appear in panels (the active one is marked). */
export const ItemTypes: Story = {
  render: () => (
    <Frame>
      <ul style={{ display: 'grid', gap: 8, maxWidth: 440 }}>
        {[...(savingsMenu.children ?? []), ...(aboutMenu.children ?? [])].map((item) => (
          <li key={item.id}>
            <NavItem item={item} />
          </li>
        ))}
        <li>
          <NavItem item={{ id: 'badge', type: 'basic', title: 'Messages', href: '/de-de/postbox/messages', badge: true }} />
        </li>
      </ul>
    </Frame>
  ),
};

export const NavigationBar: Story = {
  render: () => (
    <Frame>
      <Navigation items={[savingsMenu, investMenu, aboutMenu]} />
    </Frame>
  ),
};

export const Actions: Story = {
  render: () => (
    <Frame>
      <ActionGroup actions={[loginAction, registrationAction]} />
    </Frame>
  ),
};

export const AccountMenuTrigger: Story = {
  render: () => (
    <Frame>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ActionGroup actions={[{ ...myAccountAction, badge: true }]} />
      </div>
    </Frame>
  ),
};

export const Balance: Story = {
  render: () => (
    <Frame>
      <BalanceBar balance={balance} locale="de-de" />
    </Frame>
  ),
};

export const BalanceUnavailable: Story = {
  render: () => <Frame>{balanceUnavailableHeader.balance && <BalanceBar balance={balanceUnavailableHeader.balance} locale="de-de" />}</Frame>,
};

export const Skeleton: Story = {
  render: () => (
    <Frame>
      <div className="ph-header__bar">
        <HeaderSkeleton withAvatar />
      </div>
    </Frame>
  ),
};

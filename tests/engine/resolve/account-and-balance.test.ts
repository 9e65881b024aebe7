// Spec 2.4, 3, 4, 5, 8: the avatar menu (names, initials, account identifiers, badge, switchable
// accounts, reduced menu) and the balance bar.
import { describe, expect, it } from 'vitest';
import { findItem, ids, resolvePersona, variantOf } from '../../support/personas.ts';

describe('pending activation (spec 2.4, 6)', () => {
  it.each(['pending-activation-de', 'pending-solaris-activation-de'])('%s gets the reduced account menu and no balance bar', (persona) => {
    const vm = resolvePersona(persona);
    expect(vm.header.type).toBe('private');
    const menu = vm.header.account!.menu;
    expect(ids(menu)).toEqual(['postbox', 'documents', 'account-security', 'logout']);
    expect(findItem(menu, 'postbox')?.href).toBe('/de-de/postbox/messages');
    expect(findItem(menu, 'documents')?.href).toBe('/de-de/documents');
    expect(findItem(menu, 'account-security')?.href).toBe('/de-de/user-account');
    expect(findItem(menu, 'logout')?.callback).toBe('logout');
    // state is not ACTIVE: no balance bar
    expect(vm.header.balance).toBeNull();
    expect(vm.redirect).toBeNull();
  });

  it('a pending customer in state ACTIVE shows zero with available equal to current', () => {
    const persona = variantOf('active-de', (p) => {
      p.customer!.isPendingActivation = true;
    });
    const vm = resolvePersona(persona);
    expect(vm.header.balance).not.toBeNull();
    expect(vm.header.balance!.total.amount).toBe(0);
    expect(vm.header.balance!.available.amount).toBe(0);
    expect(ids(vm.header.account!.menu)).toEqual(['postbox', 'documents', 'account-security', 'logout']);
  });

  it('an active customer gets the full account menu', () => {
    const menu = ids(resolvePersona('active-de').header.account!.menu);
    expect(menu).toEqual(
      expect.arrayContaining([
        'postbox',
        'documents',
        'account-transactions',
        'account-withdrawal',
        'account-security',
        'my-details',
        'notifications',
        'logout',
      ]),
    );
    expect(menu.at(-1)).toBe('logout');
  });
});

describe('balance bar (spec 2.4, 8)', () => {
  it('an ACTIVE customer sees total and available balance of the chosen account', () => {
    const balance = resolvePersona('active-de').header.balance!;
    expect(balance.total).toMatchObject({ amount: 15230.55, currency: 'EUR', isNegative: false });
    expect(balance.available).toMatchObject({ amount: 15000, currency: 'EUR', isNegative: false });
    expect(balance.unavailable).toBeNull();
  });

  it('a UK customer sees the balance in GBP', () => {
    const balance = resolvePersona('active-gb').header.balance!;
    expect(balance.total).toMatchObject({ amount: 12500, currency: 'GBP' });
  });

  it.each(['CLOSED', 'SUSPENDED', 'PENDING_KYC', 'UNKNOWN'])('customer state %s: no balance bar', (state) => {
    const vm = resolvePersona(
      variantOf('active-de', (p) => {
        p.customer!.state = state;
      }),
    );
    expect(vm.header.type).toBe('private');
    expect(vm.header.balance).toBeNull();
  });

  it('anonymous visitors have no balance bar', () => {
    expect(resolvePersona('anonymous-de').header.balance).toBeNull();
  });

  it.each(['maintenance-503-de', 'maintenance-206-de', 'maintenance-account-de'])('%s: balance unavailable for maintenance', (persona) => {
    const balance = resolvePersona(persona).header.balance;
    expect(balance).not.toBeNull();
    expect(balance!.unavailable?.reason).toBe('maintenance');
    expect(balance!.unavailable?.title).toBe('Wartungsarbeiten');
    expect(balance!.unavailable?.text.length).toBeGreaterThan(0);
  });

  it('a failed balance fetch (500) gives the fetch-error tooltip', () => {
    const balance = resolvePersona('balance-error-de').header.balance;
    expect(balance).not.toBeNull();
    expect(balance!.unavailable?.reason).toBe('fetch-error');
    expect(balance!.unavailable?.title).toBe('Kontostand nicht verfügbar');
  });

  it('a negative balance is flagged isNegative', () => {
    const balance = resolvePersona('negative-balance-de').header.balance!;
    expect(balance.total).toMatchObject({ amount: -120.5, isNegative: true });
    expect(balance.available.isNegative).toBe(true);
    expect(balance.unavailable).toBeNull();
  });

  it('the first established account is chosen (CLOSED before ACTIVE)', () => {
    const vm = resolvePersona('accounts-closed-then-active-de');
    expect(vm.header.account!.accountIds[0]!.copyValue).toBe('DE13120300001001627913');
    expect(vm.header.balance!.total.amount).toBe(0);
  });

  it('an INITIATED account is skipped for a later SUSPENDED one', () => {
    const vm = resolvePersona('accounts-initiated-then-suspended-de');
    expect(vm.header.account!.accountIds[0]!.copyValue).toBe('DE65120300001053020002');
  });

  it('no established account: the first one is used', () => {
    const vm = resolvePersona(
      variantOf('accounts-initiated-then-suspended-de', (p) => {
        p.accounts = p.accounts!.map((a) => ({ ...a, state: 'REQUESTED' }));
        p.accounts[0]!.iban = 'DE89370400440532013000';
      }),
    );
    expect(vm.header.account!.accountIds[0]!.copyValue).toBe('DE89370400440532013000');
  });
});

describe('account identifiers and names (spec 3, 5)', () => {
  it('a UK account shows account number and sort code, no IBAN', () => {
    const accountIds = resolvePersona('active-gb').header.account!.accountIds;
    expect(accountIds.map((a) => a.label)).toEqual(['Account number', 'Sort code']);
    expect(accountIds[0]!.id).toBe('70086141');
    expect(accountIds[1]!.copyValue).toBe('040075');
    expect(accountIds[1]!.id.replace(/\D/g, '')).toBe('040075');
  });

  it('a German account shows the IBAN in groups of four and copies it without spaces', () => {
    const accountIds = resolvePersona('active-de').header.account!.accountIds;
    expect(accountIds).toHaveLength(1);
    expect(accountIds[0]).toMatchObject({ id: 'DE02 1203 0000 0000 2020 51', copyValue: 'DE02120300000000202051', label: 'IBAN' });
  });

  it('initials are the first letters of the first and last words of the name', () => {
    expect(resolvePersona('active-gb').header.account!.initials).toBe('OT');
    expect(resolvePersona('switchable-accounts-de').header.account!.initials).toBe('AS');
    // an academic title is not part of the name
    expect(resolvePersona('active-de').header.account!.initials).toBe('EM');
  });

  it('a company customer is addressed by the company name', () => {
    const account = resolvePersona('company-customer-de').header.account!;
    expect(account.displayName).toBe('Nordlicht Handels GmbH');
    expect(account.initials).toBe('NG');
  });

  it('display and full name of a person', () => {
    const account = resolvePersona('active-de').header.account!;
    expect(account.fullName).toBe('Dr. Erika Mustermann');
    expect(account.displayName).toContain('Erika');
    expect(account.displayName).toContain('Mustermann');
  });
});

describe('unread badge (spec 2.4)', () => {
  it('shows on badge items when the customer has unread messages', () => {
    const vm = resolvePersona('active-de'); // unreadMessages: 2
    expect(findItem(vm.header.account!.menu, 'postbox')?.badge).toBe(true);
    expect(findItem(vm.header.account!.menu, 'documents')?.badge).toBeFalsy();
  });

  it('does not show without unread messages', () => {
    for (const count of [0, undefined]) {
      const vm = resolvePersona(
        variantOf('active-de', (p) => {
          p.unreadMessages = count;
        }),
      );
      expect(findItem(vm.header.account!.menu, 'postbox')?.badge).toBeFalsy();
    }
  });

  it('never shows on items without badge enabled', () => {
    const vm = resolvePersona('active-de');
    const withBadge = [...vm.header.nav, ...vm.header.account!.menu]
      .flatMap(function all(i): typeof vm.header.nav {
        return [i, ...(i.children ?? []).flatMap(all)];
      })
      .filter((i) => i.badge === true);
    expect(withBadge.map((i) => i.id)).toEqual(['postbox']);
  });
});

describe('switchable accounts (spec 2.4, 8)', () => {
  it('with the flag and a user id the list is offered, with both accounts', () => {
    const account = resolvePersona('switchable-accounts-de').header.account!;
    expect(account.switchableAccounts).toBe(true);
    expect(account.switchableAccountList).toEqual([
      { customerId: 'DE4400112233', name: 'Anna Schmidt' },
      { customerId: 'DE4400112234', name: 'Schmidt Immobilien GmbH' },
    ]);
  });

  it('without the flag no list', () => {
    const vm = resolvePersona(
      variantOf('switchable-accounts-de', (p) => {
        p.flags!.switchableAccounts = false;
      }),
    );
    expect(vm.header.account!.switchableAccounts).toBe(false);
  });

  it('without a user id no list', () => {
    const vm = resolvePersona(
      variantOf('switchable-accounts-de', (p) => {
        delete p.user;
      }),
    );
    expect(vm.header.account!.switchableAccounts).toBe(false);
  });

  it('a failed switchable-accounts call leaves the list empty and the header intact', () => {
    const vm = resolvePersona('switchable-accounts-error-de');
    expect(vm.header.account!.switchableAccountList ?? []).toEqual([]);
    expect(vm.header.nav.length).toBeGreaterThan(0);
    expect(vm.header.balance).not.toBeNull();
  });
});

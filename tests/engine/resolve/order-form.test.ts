// The order form block and the deposit summary of the accounts table, resolved for persona variants
// (src/blocks/order-form/resolve-customer.ts, src/blocks/accounts/deposit-summary.ts). Expected texts are written by hand.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataTableBlock } from '../../../src/engine/types/blocks.ts';
import type { OrderFormBlock } from '../../../src/blocks/order-form/types.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { compiledConfig } from '../../support/config.ts';
import { resolvePersona, variantOf } from '../../support/personas.ts';

beforeAll(() => void compiledConfig(), 60_000);

/** Intl puts no-break spaces between a number and its unit. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function blocksOf(page: string, change: (p: Persona) => void = () => undefined, locale = 'de-de') {
  return resolvePersona(
    variantOf('active-de', (p) => {
      p.context = { ...p.context, locale, page: `/${locale}${page}` };
      change(p);
    }),
  ).page.blocks;
}

const form = (page: string, change?: (p: Persona) => void, locale?: string) =>
  blocksOf(page, change, locale).find((b): b is OrderFormBlock => b.type === 'order-form');

describe('order form block', () => {
  it('deposit: the transaction account it pays from, the texts with their placeholders, the links of the locale', () => {
    const block = form('/open-deposit/');
    expect(block).toMatchObject({
      status: 'ready',
      kind: 'deposit',
      account: { id: 'acc-100', available: 15000, currency: 'EUR', referenceIban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(block?.texts?.['amount.hint']).toBe('Verfügbar auf Ihrem Verrechnungskonto: {{available}}');
    expect(block?.limitMessages?.min).toBe(
      'Der Betrag liegt unter dem Mindestbetrag von {{min}} für dieses Angebot. Bitte geben Sie einen höheren Betrag ein.',
    );
    // A deposit leaves money on the transaction account: its own minLeftBalance wording.
    expect(block?.limitMessages?.minLeftBalance).toContain('Verrechnungskonto');
    expect(block?.links).toEqual({ dashboard: '/de-de/dashboard/', offers: '/de-de/products/' });
  });

  it('the reference IBAN is shown in groups of four when valid (spec 5), as the customer gave it otherwise', () => {
    expect(form('/account-withdrawal/')?.account?.referenceIban).toBe('DE89 3704 0044 0532 0130 00');
    const lower = form('/account-withdrawal/', (p) => void (p.customer!._embedded!.referenceAccounts![0]!.iban = 'de89370400440532013000'));
    expect(lower?.account?.referenceIban).toBe('DE89 3704 0044 0532 0130 00');
    // Not an IBAN by its check digits: left as it came, so nothing is made up.
    const invalid = form('/account-withdrawal/', (p) => void (p.customer!._embedded!.referenceAccounts![0]!.iban = 'DE00370400440532013000'));
    expect(invalid?.account?.referenceIban).toBe('DE00370400440532013000');
  });

  it('withdrawal in en-gb: English texts, no account without a balance', () => {
    expect(form('/account-withdrawal/', undefined, 'en-gb')).toMatchObject({ kind: 'withdrawal', texts: { 'submit.withdrawal': 'Withdraw' } });
    const noBalance = form('/account-withdrawal/', (p) => void (p.accounts![0]!.balance = null));
    expect(noBalance?.account).toBeNull();
  });

  it('is left out for a customer who may not order (the page rule), with the reason instead', () => {
    const blocks = blocksOf('/open-deposit/', (p) => void (p.customer!.isCompanyCustomer = true));
    expect(blocks.some((b) => b.type === 'order-form')).toBe(false);
    expect(blocks.map((b) => b.id)).toContain('open-deposit-company');
  });
});

describe('deposit summary in the accounts table', () => {
  it('names bank, rate, start and maturity of a deposit opened through the portal, in the page locale', () => {
    const opened = (p: Persona) => {
      p.accounts!.push({
        id: 'dep-1',
        state: 'INITIATED',
        currencyCode: 'EUR',
        depositType: 'TERM',
        balance: { current: 0, available: 0, reserved: 5000 },
        bankName: 'Tauernbank AG',
        interestRate: 2.4,
        startDate: '2026-11-27',
        maturityDate: '2030-11-27',
      });
    };
    const table = blocksOf('/dashboard/savings/term/', opened).find((b): b is DataTableBlock => b.type === 'accounts');
    const row = table?.rows.find((r) => r.id === 'dep-1');
    expect(row?.cells.map((c) => plain(c.text))).toContain('Tauernbank AG, 2,40 % p. a., 27.11.2026 bis 27.11.2030');
    const english = blocksOf('/dashboard/savings/term/', opened, 'en-gb').find((b): b is DataTableBlock => b.type === 'accounts');
    expect(english?.rows.find((r) => r.id === 'dep-1')?.cells.map((c) => plain(c.text))).toContain('Tauernbank AG, 2.40% p.a., 27 Nov 2026 to 27 Nov 2030');
  });
});

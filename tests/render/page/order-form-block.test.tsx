// @vitest-environment jsdom
// The order form (src/blocks/order-form/) drawn by its lazy chunk for a deposit in
// en-gb: the offer's summary, the amount read the en-gb way, the interest as the customer types,
// a confirm step, a refusal beside the field (invalid, described, focused), a failure, success.
// The texts are config/strings/engine/en.yaml's, the offer is the catalogue's, the interest is
// interestFor's; the app's actions are a scripted stand-in (the form is what is tested).
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderFormBlock } from '../../../src/blocks/order-form/types.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import type { OrderAnswer } from '../../../src/engine/orders/answer.ts';
import { interestFor } from '../../../src/engine/offers/interest.ts';
import { ORDER_FORM_KEY_PREFIX, ORDER_FORM_TEXT_KEYS } from '../../../src/engine/orders/form-texts.ts';
import { ORDER_LIMIT_ERROR_CODES } from '../../../src/engine/orders/error-codes.ts';
import { provideOrderActions } from '../../../src/blocks/order-form/order-actions.ts';
import { drawLazy } from './draw-blocks.tsx';

const en = parse(readFileSync('config/strings/engine/en.yaml', 'utf8')) as Record<string, string>;
const offer = (JSON.parse(readFileSync('server/backend/product-offers.json', 'utf8')) as { data: ProductOffer[] }).data.find(
  (o) => o.id === 'thames-mutual-term-60m',
)!;
const gbp = (n: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(n);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const BLOCK: OrderFormBlock = {
  type: 'order-form',
  status: 'ready',
  rows: [],
  message: null,
  kind: 'deposit',
  account: { id: 'acc-1', available: 20000, currency: 'GBP', referenceIban: null },
  texts: Object.fromEntries(ORDER_FORM_TEXT_KEYS.map((key) => [key, en[`${ORDER_FORM_KEY_PREFIX}${key}`]!])),
  limitMessages: Object.fromEntries(ORDER_LIMIT_ERROR_CODES.map((code) => [code, en[`order.limit.${code}`]!])),
  links: { dashboard: '/en-gb/dashboard/', offers: '/en-gb/products/' },
};

let answers: (OrderAnswer | Error)[] = [];
const placed: unknown[] = [];
let withdraw: () => void = () => undefined;

beforeEach(() => {
  window.history.pushState({}, '', `/en-gb/open-deposit/?offer=${offer.id}`);
  answers = [];
  placed.length = 0;
  withdraw = provideOrderActions({
    offers: async () => ({ status: 'ready', offers: [offer], leftOut: 0 }),
    placeOrder: async (order) => {
      placed.push(order);
      const next = answers.shift() ?? { outcome: 'failed' };
      if (next instanceof Error) throw next;
      return next;
    },
    withdraw: async () => ({ outcome: 'failed' }),
  });
});
afterEach(() => {
  withdraw();
  cleanup();
});

const field = () => screen.getByLabelText(`${en['order.form.amount.label']} (GBP)`);

async function submit(typed: string) {
  const user = userEvent.setup();
  await user.clear(field());
  await user.type(field(), typed);
  await user.click(screen.getByRole('button', { name: en['order.form.continue'] }));
  await user.click(await screen.findByRole('button', { name: en['order.form.submit.deposit'] }));
}

async function expectRefusal(message: string) {
  await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
  const [errorId] = (field().getAttribute('aria-describedby') ?? '').split(' ');
  expect(document.getElementById(errorId!)?.textContent).toBe(message);
  expect(document.activeElement).toBe(field());
}

describe('order form block (deposit, en-gb)', () => {
  it('summarises the offer and shows the interest of the amount as it is typed, read the en-gb way', async () => {
    await drawLazy([BLOCK], { loggedIn: true });
    await screen.findByText(offer.bank.name);
    await userEvent.setup().type(field(), '12,500.50');
    const expected = interestFor({ amount: 12500.5, ratePerYear: offer.interestRate, months: offer.termMonths!, payment: offer.interestPayment })!;
    expect(document.querySelector('output')?.textContent).toBe(
      fill(en['order.form.interest']!, { interest: gbp(expected.interest), total: gbp(expected.total) }),
    );
  });

  it('says how to write an amount it cannot read, beside the field', async () => {
    await drawLazy([BLOCK], { loggedIn: true });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(`${en['order.form.amount.label']} (GBP)`), '12.500,5.0');
    await user.click(screen.getByRole('button', { name: en['order.form.continue'] }));
    await expectRefusal(fill(en['order.form.amount.invalid']!, { example: '10,000.50' }));
    await user.clear(field());
    await user.type(field(), '0,00');
    await user.click(screen.getByRole('button', { name: en['order.form.continue'] }));
    await expectRefusal(fill(en['order.form.amount.invalid']!, { example: '10,000.50' }));
    expect(placed).toEqual([]);
  });

  it('shows a refusal beside the amount, a failure too, and then the success with the dashboard link', async () => {
    await drawLazy([BLOCK], { loggedIn: true });
    await screen.findByText(offer.bank.name);
    // A limit only the service knows (the balance the account must keep) comes back from it.
    answers = [{ outcome: 'limit', code: 'minLeftBalance', values: { minLeftBalance: 100 }, currency: 'GBP' }, new Error('offline'), { outcome: 'placed' }];
    await submit('19,950');
    await expectRefusal(fill(BLOCK.limitMessages!.minLeftBalance!, { minLeftBalance: gbp(100) }));
    expect(placed).toEqual([{ offerId: offer.id, amount: 19950, accountId: 'acc-1' }]);

    await submit('5,000');
    await expectRefusal(en['order.limit.unExpectedError']!);

    await submit('5,000');
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain(en['order.form.success.deposit']);
    expect(screen.getByRole('link', { name: en['order.form.dashboard'] }).getAttribute('href')).toBe('/en-gb/dashboard/');
    expect(placed).toHaveLength(3);
  });

  it("refuses an amount outside the offer's limits or above what is available at once, naming the limit, with no interest line, and sends nothing", async () => {
    await drawLazy([BLOCK], { loggedIn: true });
    await screen.findByText(offer.bank.name);
    const user = userEvent.setup();
    const cases: [string, string][] = [
      [String(offer.minimumAmount - 1), fill(en['order.limit.min']!, { min: gbp(offer.minimumAmount) })],
      [String(offer.maximumAmount + 1), fill(en['order.limit.max']!, { max: gbp(offer.maximumAmount) })],
      [String(BLOCK.account!.available + 1), fill(en['order.limit.higherThanLeftOver']!, { leftOver: gbp(BLOCK.account!.available) })],
    ];
    expect(BLOCK.account!.available + 1).toBeLessThan(offer.maximumAmount);
    for (const [typed, message] of cases) {
      await user.clear(field());
      await user.type(field(), typed);
      expect(document.querySelector('output')?.textContent, typed).toBe('');
      await user.click(screen.getByRole('button', { name: en['order.form.continue'] }));
      await expectRefusal(message);
      expect(screen.queryByRole('button', { name: en['order.form.submit.deposit'] })).toBeNull();
    }
    expect(placed).toEqual([]);
  });

  it('an unknown offer gets its message, the way to the offers and no field', async () => {
    window.history.pushState({}, '', '/en-gb/open-deposit/?offer=no-such-offer');
    await drawLazy([BLOCK], { loggedIn: true });
    await screen.findByText(en['order.form.offer.unknown']!);
    expect(screen.queryByLabelText(`${en['order.form.amount.label']} (GBP)`)).toBeNull();
    expect(screen.getByRole('link', { name: en['order.form.offer.choose'] }).getAttribute('href')).toBe('/en-gb/products/');
  });
});

/**
 * The order form block: opening a deposit from the offer of the address's ?offer=, or
 * a withdrawal to the reference account. The offer comes from the product-offer service through
 * the app's actions (order-actions.ts); an unknown, not sold or unloadable offer gets its message
 * instead of the form. The steps are OrderFlow's.
 */
import { useEffect, useState } from 'react';
import type { OrderFormAccount, OrderFormBlock } from './types.ts';
import type { ProductOffer } from '../../engine/offers/offer.ts';
import { orderableOffer } from '../../engine/offers/orderable.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { fillPlaceholders } from '../../engine/format/placeholders.ts';
import { interestOf, money, rateOf } from './figures.ts';
import { OfferSummary } from './OfferSummary.tsx';
import { OrderFlow } from './OrderFlow.tsx';
import { useOrderActions, type OrderActions } from './order-actions.ts';
import './order-form.css';

/** A chunk of its own: only the order pages load it. */
export const LAZY = true;

type Texts = Readonly<Record<string, string>>;
type OfferLoad = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; offer: ProductOffer | null };

export function View({ block, locale }: BlockProps<OrderFormBlock>) {
  const actions = useOrderActions();
  const { texts, kind } = block;
  if (block.status === 'loading' || !texts || !kind || !actions) {
    return (
      <div className="pp-order" aria-busy="true">
        <span className="pp-skeleton pp-skeleton--line" />
      </div>
    );
  }
  const account = block.account ?? null;
  if (!account) return <p className="pp-order pp-order__error">{texts.notAllowed}</p>;
  const common = { block, locale, texts, account, actions };
  return <div className="pp-order">{kind === 'deposit' ? <DepositOrder {...common} /> : <Withdrawal {...common} />}</div>;
}

interface FormProps {
  block: OrderFormBlock;
  locale: string;
  texts: Texts;
  account: OrderFormAccount;
  actions: OrderActions;
}

function useOffer(actions: OrderActions, locale: string): [OfferLoad, () => void] {
  const [load, setLoad] = useState<OfferLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry counter: a new attempt loads again.
  useEffect(() => {
    let live = true;
    const wanted = new URLSearchParams(window.location.search).get('offer');
    const today = new Date().toISOString().slice(0, 10);
    actions.offers().then(
      (state) =>
        live && setLoad(state.status === 'ready' ? { status: 'ready', offer: orderableOffer(state.offers, wanted, locale, today) } : { status: 'unavailable' }),
      () => live && setLoad({ status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [actions, locale, attempt]);
  return [
    load,
    () => {
      setLoad({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  ];
}

function DepositOrder({ block, locale, texts, account, actions }: FormProps) {
  const [load, retry] = useOffer(actions, locale);
  if (load.status === 'loading') return <span className="pp-skeleton pp-skeleton--line" aria-busy="true" />;
  if (load.status === 'unavailable') {
    return (
      <div role="status">
        <p className="pp-order__error">{texts['offer.unavailable']}</p>
        <button type="button" className="pp-order__button" onClick={retry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  const { offer } = load;
  if (!offer) {
    return (
      <div role="status">
        <p className="pp-order__error">{texts['offer.unknown']}</p>
        {block.links?.offers && <a href={block.links.offers}>{texts['offer.choose']}</a>}
      </div>
    );
  }
  const currency = offer.currency;
  return (
    <>
      <OfferSummary offer={offer} locale={locale} texts={texts} />
      <OrderFlow
        locale={locale}
        currency={currency}
        available={account.available}
        limits={{ minimum: offer.minimumAmount, maximum: offer.maximumAmount }}
        texts={texts}
        limitMessages={block.limitMessages ?? {}}
        extra={(amount) => {
          const interest = interestOf(offer, amount);
          if (!interest) return null;
          const key = offer.termMonths === null ? 'interestYear' : 'interest';
          return fillPlaceholders(texts[key], { interest: money(interest.interest, locale, currency), total: money(interest.total, locale, currency) });
        }}
        confirmText={(amount) => fillPlaceholders(texts['confirm.deposit'], { amount, bank: offer.bank.name, rate: rateOf(offer, locale) })}
        submitLabel={texts['submit.deposit'] ?? ''}
        successText={() => texts['success.deposit'] ?? ''}
        dashboardHref={block.links?.dashboard ?? null}
        send={(amount) => actions.placeOrder({ offerId: offer.id, amount, accountId: account.id })}
      />
    </>
  );
}

function Withdrawal({ block, locale, texts, account, actions }: FormProps) {
  return (
    <OrderFlow
      locale={locale}
      currency={account.currency}
      available={account.available}
      texts={texts}
      limitMessages={block.limitMessages ?? {}}
      confirmText={(amount) => fillPlaceholders(texts['confirm.withdrawal'], { amount, iban: account.referenceIban ?? '' })}
      submitLabel={texts['submit.withdrawal'] ?? ''}
      successText={(amount) => fillPlaceholders(texts['success.withdrawal'], { amount })}
      dashboardHref={block.links?.dashboard ?? null}
      send={(amount) => actions.withdraw(account.id, amount)}
    />
  );
}

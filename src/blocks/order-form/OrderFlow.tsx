/**
 * The steps every money-moving form goes through: the amount (a real form, labelled, read in the
 * page's locale), a confirm step, sending, and the outcome. A refusal goes back to the amount with
 * the service's message beside it (aria-describedby, aria-invalid) and the focus on the field; a
 * success says so and leads on. An amount outside the offer's limits or above what is available
 * is refused the same way at the amount step, before anything is sent (the engine's
 * amountOverLimit), and earns no interest line. What is ordered and what it costs are the
 * caller's (`send`, `extra`, `confirmText`): this decides no business rule.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { exampleAmount, parseAmount } from '../../engine/format/parse-amount.ts';
import type { OrderAnswer } from '../../engine/orders/answer.ts';
import { amountOverLimit } from '../../engine/orders/amount-limits.ts';
import { fillPlaceholders } from '../../engine/format/placeholders.ts';
import { money } from './figures.ts';

type Step = 'edit' | 'confirm' | 'sending' | 'done';

export interface OrderFlowProps {
  locale: string;
  currency: string;
  available: number;
  /** The offer's minimum and maximum amount; none for a withdrawal. */
  limits?: { minimum: number; maximum: number };
  texts: Readonly<Record<string, string>>;
  limitMessages: Readonly<Record<string, string>>;
  /** Shown under the field as the customer types (the interest the amount earns). */
  extra?: (amount: number | null) => ReactNode;
  confirmText: (amount: string) => string;
  submitLabel: string;
  successText: (amount: string) => string;
  dashboardHref: string | null;
  send: (amount: number) => Promise<OrderAnswer>;
}

export function OrderFlow(props: OrderFlowProps) {
  const { locale, currency, texts, limitMessages } = props;
  const [step, setStep] = useState<Step>('edit');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<{ text: string; version: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const amount = parseAmount(typed, locale);
  const formatted = amount === null ? '' : money(amount, locale, currency);
  const overLimit =
    amount === null
      ? null
      : amountOverLimit(amount, { minimum: props.limits?.minimum ?? null, maximum: props.limits?.maximum ?? null, available: props.available, currency });

  // The focus follows the step: the field after a refusal, the step's heading otherwise.
  useEffect(() => {
    if (step === 'edit' && error) inputRef.current?.focus();
    if (step === 'confirm' || step === 'done') headingRef.current?.focus();
  }, [step, error]);

  const refuse = (text: string) => {
    setError((before) => ({ text, version: (before?.version ?? 0) + 1 }));
    setStep('edit');
  };

  const messageOf = (answer: Exclude<OrderAnswer, { outcome: 'placed' }>): string => {
    if (answer.outcome === 'not-allowed') return texts.notAllowed ?? '';
    if (answer.outcome === 'failed') return fillPlaceholders(limitMessages.unExpectedError);
    const values = Object.fromEntries(Object.entries(answer.values).map(([name, value]) => [name, money(value, locale, answer.currency ?? currency)]));
    return fillPlaceholders(limitMessages[answer.code], values);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 'edit') {
      // Zero is no amount to move: asked for again here, before a service answers with an offer's minimum.
      if (amount === null || amount <= 0) return refuse(fillPlaceholders(texts['amount.invalid'], { example: exampleAmount(locale) }));
      if (overLimit) return refuse(messageOf(overLimit));
      setError(null);
      return setStep('confirm');
    }
    if (step !== 'confirm' || amount === null) return undefined;
    setStep('sending');
    const answer = await props.send(amount).catch((): OrderAnswer => ({ outcome: 'failed' }));
    if (answer.outcome === 'placed') return setStep('done');
    return refuse(messageOf(answer));
  };

  if (step === 'done') {
    return (
      <div className="pp-order__done" role="status">
        <p className="pp-order__heading" ref={headingRef} tabIndex={-1}>
          {props.successText(formatted)}
        </p>
        {props.dashboardHref && (
          <a className="pp-cta pp-cta--primary" href={props.dashboardHref}>
            {texts.dashboard}
          </a>
        )}
      </div>
    );
  }

  const editing = step === 'edit';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form className="pp-order__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="pp-order__field">
        <label htmlFor={`${id}-amount`}>{`${texts['amount.label']} (${currency})`}</label>
        <input
          ref={inputRef}
          id={`${id}-amount`}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          readOnly={!editing}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setTyped(event.target.value);
            if (error) setError(null);
          }}
        />
        {error && (
          <p id={errorId} className="pp-order__error" key={error.version}>
            {error.text}
          </p>
        )}
        <p id={hintId} className="pp-order__hint">
          {fillPlaceholders(texts['amount.hint'], { available: money(props.available, locale, currency) })}
        </p>
        {props.extra && (
          <output htmlFor={`${id}-amount`} className="pp-order__extra" aria-live="polite">
            {props.extra(overLimit ? null : amount)}
          </output>
        )}
      </div>
      {editing ? (
        <button type="submit" className="pp-order__button pp-order__button--primary">
          {texts.continue}
        </button>
      ) : (
        <div className="pp-order__confirm">
          <p className="pp-order__heading" ref={headingRef} tabIndex={-1}>
            {texts['confirm.title']}
          </p>
          <p>{props.confirmText(formatted)}</p>
          <div className="pp-order__actions">
            <button type="submit" className="pp-order__button pp-order__button--primary" disabled={step === 'sending'}>
              {step === 'sending' ? texts.sending : props.submitLabel}
            </button>
            <button type="button" className="pp-order__button" disabled={step === 'sending'} onClick={() => setStep('edit')}>
              {texts.back}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}

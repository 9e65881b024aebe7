/**
 * The login page's `login` block (config/pages/access.yaml): sign-in with OpenID Connect
 *. Opening the login page starts the authorization code flow at the configured
 * provider (environment-oidc.ts) at once, so one press on "Anmelden" anywhere reaches the
 * provider's password form; the page is replaced in the history by the provider's, so Back
 * from there returns to the page before. The provider sends the customer back here with
 * `?code=&state=` (or `?error=`), which is taken out of the address at once, checked and
 * exchanged; then the customer lands where they were going (`returnTo`, the `product` query,
 * else the dashboard), again replacing the login page. An answer, a refusal, a logout
 * (`?state=signed-out`) or a customer signed in already shows the page with its button instead
 * of starting (login-page-intent.ts). Without JavaScript the prerendered page shows its intro and button.
 * On the token-exchange page the same block takes over a handed-over session (`?subject_token=`).
 *
 * The OpenID Connect code (the client library included) is a chunk of its own, loaded when
 * one of these starts: the login page's first load carries none of it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../render/i18n/useTranslation.tsx';
import type { LoginBlock } from '../../blocks/login/types.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { dashboardPath, flagsFromQuery } from '../environment.ts';
import { usePageFlagsStore } from '../flags/page-flags.ts';
import { useAppEnvironment, useHydrated } from '../data/services-context.tsx';
import type { HandOverQuestion } from '../session/hand-over.ts';
import { loginPageIntent } from './login-page-intent.ts';

type Phase = 'idle' | 'signed-out' | 'redirecting' | 'completing' | 'confirm' | 'handover' | 'denied' | 'stale' | 'failed';

/** A hand-over waiting for the customer's answer (held in memory only: it has left the address). */
interface PendingHandOver extends HandOverQuestion {
  subjectToken: string;
  /** The address's query without the hand-over's parameters (flags, design travel on). */
  query: URLSearchParams;
  multiContext: boolean;
}

/** Parameters of the provider's answer and of a hand-over: never left in the address. */
const ANSWER_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri', 'subject_token', 'subject_token_type'];

export default function SignInBlock({ locale }: BlockProps<LoginBlock>) {
  const { t } = useTranslation('app');
  const { services, history, browser, signIn: source } = useAppEnvironment();
  const pageFlagsStore = usePageFlagsStore();
  const [phase, setPhase] = useState<Phase>('idle');
  const [pending, setPending] = useState<PendingHandOver | null>(null);
  // The page decided to wait for its button (intent 'show'): said on the page, so a test need not guess.
  const [waitsForPress, setWaitsForPress] = useState(false);
  const handled = useRef(false);
  const questionId = useId();
  const questionHeading = useRef<HTMLHeadingElement>(null);
  // Prerendered, the button has no handler until this block is hydrated (its chunk is lazy and
  // React does not replay a press on a part still waiting for its code): disabled until then.
  const hydrated = useHydrated();

  const storage = browser.tabStorage;
  const unified = () => services.page().authFlags.unifiedIdentityDomain === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: unified() reads the page's flags from `services` at the press, not at the render.
  const signIn = useCallback(() => {
    if (!storage || !source) {
      setPhase('failed');
      return;
    }
    setPhase('redirecting');
    const { search } = history.getLocation();
    // The locale's config is loaded already (main.tsx): its page table resolves `product`.
    Promise.all([source.load(), source.pages(locale)])
      .then(([flow, pages]) => flow.beginSignIn({ locale, origin: browser.origin, search, unifiedIdentityDomain: unified(), storage, pages }))
      // Replaced, not added: Back from the provider's form is the page before the login page,
      // never this page starting the round trip again.
      .then((url) => history.replace(url))
      .catch((error: unknown) => {
        console.error('The sign-in could not be started', error);
        setPhase('failed');
      });
  }, [storage, source, history, locale, browser, services]);

  // What the page opens with (login-page-intent.ts): a sign-in to start, the provider's answer,
  // a handed-over session, or a session that has just ended. Handled once; what the provider
  // sent is taken out of the address first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the page opens with is handled once (handled.current); takeOver is read at that moment.
  useEffect(() => {
    if (handled.current) return;
    const here = history.getLocation();
    // A session that can still go on (its refresh has not run out): no token is decoded here, so
    // the login page does not load the token code (bench/size: its 120 kB budget).
    const sessionMaxAt = services.tokens.getSessionMaxAt();
    const signedIn = services.tokens.getAccessToken() !== null && (sessionMaxAt === null || sessionMaxAt > Date.now());
    const intent = loginPageIntent(here, locale, signedIn);
    if (intent === 'show') {
      setWaitsForPress(true);
      return;
    }
    handled.current = true;
    if (intent === 'start') {
      signIn();
      return;
    }
    const query = new URLSearchParams(here.search);
    const subjectToken = query.get('subject_token');
    const load = source ? () => source.load() : () => Promise.reject(new Error('no sign-in here (prerender)'));
    const url = new URL(`${here.pathname}${here.search}${here.hash}`, browser.origin);
    for (const name of ANSWER_PARAMS) query.delete(name);
    const clean = `${here.pathname}${query.size > 0 ? `?${query}` : ''}${here.hash}`;
    history.push(clean, { replace: true });
    if (intent === 'signed-out') {
      setPhase('signed-out');
      return;
    }
    // A handed-over session, or a code for a sign-in this tab started, replaces whatever session
    // this browser (or tab) still had: it is let go before the new one is fetched, so the page
    // stops asking for the old customer's data. Kept, that customer's calls went out again with
    // the new customer's token once it was stored, were refused (403) and took the new session
    // with them. A code nobody here asked for (a forged link) leaves the session alone.
    if (subjectToken) {
      const multiContext = pageFlagsStore.get().flags.multiContext === true;
      // Another customer is signed in here: asked first, the session kept until then.
      // The question decodes tokens: loaded for a hand-over only, not on every login page.
      void import('../session/hand-over.ts').then(
        ({ handOverQuestion }) => {
          const question = handOverQuestion(services.tokens, subjectToken, Date.now());
          if (question) {
            setPending({ ...question, subjectToken, query, multiContext });
            setPhase('confirm');
            return;
          }
          takeOver(subjectToken, query, multiContext);
        },
        () => setPhase('failed'),
      );
      return;
    }
    if (!storage) {
      setPhase('failed');
      return;
    }
    setPhase('completing');
    load()
      .then(async (flow) => {
        if (url.searchParams.has('code') && flow.hasPendingSignIn(storage)) services.tokens.clear();
        try {
          const { session, returnTo } = await flow.finishSignIn(url, storage);
          // The flags the sign-in started with travel in its return target (this address has lost them).
          services.saveLogin(session, {
            perTab: flagsFromQuery(new URL(returnTo, browser.origin).search, pageFlagsStore.get().defaults, pageFlagsStore.get().table).multiContext === true,
          });
          // In place of the login page: Back from where the customer lands must not start a sign-in.
          history.push(returnTo, { replace: true });
        } catch (error) {
          const kind = error instanceof flow.SignInError ? error.kind : 'exchange';
          // The message names the failed check; the code and tokens are never in it.
          console.error(`Sign-in not completed (${kind}): ${(error as Error).message}`);
          setPhase(kind === 'provider' ? 'denied' : kind === 'state' ? 'stale' : 'failed');
        }
      })
      .catch((error: unknown) => {
        console.error('The sign-in code could not be loaded', error);
        setPhase('failed');
      });
  }, [history, browser, locale, services, storage, source, signIn, pageFlagsStore]);

  /**
   * Takes over a handed-over session. The session this browser (or tab) still had is let go
   * before the new one is fetched, so the page stops asking for the old customer's data.
   */
  function takeOver(subjectToken: string, query: URLSearchParams, multiContext: boolean): void {
    const load = source ? () => source.load() : () => Promise.reject(new Error('no sign-in here (prerender)'));
    services.tokens.clear();
    setPhase('handover');
    load()
      .then((flow) => flow.handOverSession({ locale, origin: browser.origin, unifiedIdentityDomain: unified(), subjectToken }))
      .then((session) => {
        services.saveLogin(session, { perTab: multiContext });
        history.push(carried(dashboardPath(locale), query), { replace: true });
      })
      .catch((error: unknown) => {
        console.error('The handed-over session could not be taken over', error);
        setPhase('failed');
      });
  }

  const accept = () => {
    if (!pending) return;
    setPending(null);
    takeOver(pending.subjectToken, pending.query, pending.multiContext);
  };
  // The signed-in customer stays: on to their dashboard, the handed-over token forgotten.
  const keep = () => {
    if (!pending) return;
    setPending(null);
    history.push(carried(dashboardPath(locale), pending.query), { replace: true });
  };

  // The question takes the focus when it appears, so a screen reader reads it first.
  useEffect(() => {
    if (phase === 'confirm') questionHeading.current?.focus();
  }, [phase]);

  const busy = phase === 'redirecting' || phase === 'completing' || phase === 'handover';
  const problem = phase === 'denied' || phase === 'stale' || phase === 'failed';
  if (phase === 'confirm' && pending) {
    return (
      <div className="app-sign-in" data-sign-in={phase}>
        <section className="app-sign-in__question" aria-labelledby={`${questionId}-title`} aria-describedby={`${questionId}-text`}>
          <h2 id={`${questionId}-title`} ref={questionHeading} tabIndex={-1}>
            {t('login.handover.title')}
          </h2>
          <p id={`${questionId}-text`}>{t('login.handover.text', { current: pending.current, handed: pending.handed })}</p>
          <p>
            <button type="button" className="app-button app-button--primary" onClick={keep}>
              {t('login.handover.keep', { current: pending.current })}
            </button>{' '}
            <button type="button" className="app-button" onClick={accept}>
              {t('login.handover.accept', { handed: pending.handed })}
            </button>
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className="app-sign-in" data-sign-in={phase} data-waits={waitsForPress || undefined}>
      {phase === 'handover' ? null : <p>{t('login.intro')}</p>}
      {/* Announced at once; the button below starts a new sign-in. */}
      {problem && (
        <p role="alert" className="app-error">
          {t(`login.${phase}`)}
        </p>
      )}
      {/* Always there, a line high (pages.css), also in the prerendered HTML: "signed out" or
          "one moment" fills it without moving the button and the footer (layout shift). */}
      <p role="status" className="app-sign-in__status">
        {busy ? t('login.pending') : phase === 'signed-out' ? t('login.signedOut') : ''}
      </p>
      {phase !== 'completing' && phase !== 'handover' && (
        <p>
          <button type="button" className="app-button app-button--primary" onClick={signIn} disabled={busy || !hydrated} aria-busy={phase === 'redirecting'}>
            {problem ? t('forbidden.link') : t('login.signIn')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The switches of the address (flags, design: environment.ts) carried to `path`. */
function carried(path: string, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['flags', 'design']) for (const value of query.getAll(name)) kept.append(name, value);
  return `${path}${kept.size > 0 ? `?${kept}` : ''}`;
}

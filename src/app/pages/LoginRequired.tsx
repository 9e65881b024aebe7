/**
 * Spec 4 authentication gate fallback: a customer-area page without a login. Which pages
 * need it is the engine's answer (header variant logo-only), not this component's.
 *
 * The gate's bypass (flag authGateBypass, on by default: config/flags/) keeps
 * this prompt as the answer. With it off, "a fallback shows and a login flow starts": the prompt
 * stays on screen while the sign-in starts at once (oidc/login-flow.ts startGateSignIn), back to
 * this page. Only a visitor meets the gate: the flags are config/flags/'s defaults until the flag
 * service answers for the visitor (flags/useVisitorFlags.ts), then its answer.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../render/i18n/useTranslation.tsx';
import { useAppEnvironment, useLocationSnapshot } from '../data/services-context.tsx';
import { usePageFlags } from '../flags/page-flags.ts';

export function LoginRequired({ loginHref, locale }: { loginHref: string; locale: string }) {
  const { t } = useTranslation('app');
  const { browser, history, signIn } = useAppEnvironment();
  // After signing in, back to this page (oidc/return-target.ts RETURN_TO_PARAM, checked there).
  const here = useLocationSnapshot();
  const returnTo = encodeURIComponent(`${here.pathname}${here.search}${here.hash}`);
  const { flags } = usePageFlags();
  const startsSignIn = flags.authGateBypass !== true;
  const unifiedIdentityDomain = flags.unifiedIdentityDomain === true;
  useEffect(() => {
    if (!startsSignIn || !signIn) return;
    void signIn.load().then((flow) => flow.startGateSignIn({ locale, unifiedIdentityDomain, browser, history }));
  }, [startsSignIn, unifiedIdentityDomain, locale, signIn, browser, history]);
  return (
    <div className="app-gate" data-gate="login">
      <h1>{t('gate.title')}</h1>
      <p>{t('gate.text')}</p>
      <p>
        <a className="app-button app-button--primary" href={`${loginHref}?returnTo=${returnTo}`}>
          {t('gate.link')}
        </a>
      </p>
    </div>
  );
}

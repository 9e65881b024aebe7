/**
 * Spec 4 authentication gate fallback: a customer-area page without a login. Which pages
 * need it is the engine's answer (header variant logo-only), not this component's.
 */
import { useTranslation } from 'react-i18next';
import { useLocationSnapshot } from '../data/services-context.tsx';

export function LoginRequired({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation('app');
  // After signing in, back to this page (oidc/return-target.ts RETURN_TO_PARAM, checked there).
  const here = useLocationSnapshot();
  const returnTo = encodeURIComponent(`${here.pathname}${here.search}${here.hash}`);
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

/** Spec 8 HTTP 403: the authorization was dropped; say so and offer a fresh login. */
import { useTranslation } from '../../render/i18n/useTranslation.tsx';

export interface ForbiddenNoticeProps {
  loginHref: string;
}

export function ForbiddenNotice({ loginHref }: ForbiddenNoticeProps) {
  const { t } = useTranslation('app');
  return (
    <section className="app-notice app-notice--error" role="alert" aria-labelledby="app-forbidden-title" data-gate="forbidden">
      <h1 id="app-forbidden-title">{t('forbidden.title')}</h1>
      <p>{t('forbidden.text')}</p>
      <a className="app-button app-button--primary" href={loginHref}>
        {t('forbidden.link')}
      </a>
    </section>
  );
}

/** The public home page: a short main section under the chrome. */
import { useTranslation } from 'react-i18next';

export function HomePage({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation('app');
  return (
    <>
      <h1>{t('page.home')}</h1>
      <p>{t('home.text')}</p>
      <p>
        <a className="app-button app-button--primary" href={loginHref}>
          {t('page.login')}
        </a>
      </p>
    </>
  );
}

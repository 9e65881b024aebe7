/**
 * Chooses the main section's body. Order matters: a dropped authorization (403) explains
 * itself first; a pending required-action redirect shows only that it is leaving; the
 * authentication gate comes from the engine (`gate`), the page table names the rest.
 */
import { useTranslation } from 'react-i18next';
import { matchPage } from '../routes/pages.ts';
import { ForbiddenNotice } from '../session-ui/ForbiddenNotice.tsx';
import { HomePage } from './HomePage.tsx';
import { LoadError } from './LoadError.tsx';
import { LoadingPage } from './LoadingPage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { LoginRequired } from './LoginRequired.tsx';
import { SimplePage } from './SimplePage.tsx';

export interface PageBodyProps {
  locale: string;
  rest: string;
  loginHref: string;
  loading: boolean;
  gate: boolean;
  forbidden: boolean;
  redirecting: boolean;
  loadFailed: boolean;
  onRetry: () => void;
}

export function PageBody({ locale, rest, loginHref, loading, gate, forbidden, redirecting, loadFailed, onRetry }: PageBodyProps) {
  const { t } = useTranslation('app');
  const page = matchPage(rest);
  if (forbidden && page.id !== 'login') return <ForbiddenNotice loginHref={loginHref} />;
  if (redirecting) return <p role="status">{t('redirecting')}</p>;
  if (gate) return <LoginRequired loginHref={loginHref} />;
  const customerArea = page.id === 'customer' || page.id === 'required-action';
  if (customerArea && loading) return <LoadingPage />;
  if (customerArea && loadFailed) return <LoadError onRetry={onRetry} />;

  switch (page.id) {
    case 'home':
      return <HomePage loginHref={loginHref} />;
    case 'login':
      return <LoginPage locale={locale} />;
    case 'register':
      return <SimplePage titleKey={page.titleKey} textKey="register.text" />;
    case 'pension-logout':
      return (
        <SimplePage titleKey={page.titleKey} textKey="pensionLogout.text">
          <p>
            <a href={loginHref}>{t('pensionLogout.link')}</a>
          </p>
        </SimplePage>
      );
    case 'required-action':
      return <SimplePage titleKey={page.titleKey} textKey="action.intro" />;
    case 'customer':
      return <SimplePage titleKey={page.titleKey} textKey="customer.text" />;
    case 'content':
      return <SimplePage titleKey={page.titleKey} textKey="content.text" />;
  }
}

/** While a logged-in customer's data loads (the header shows its skeleton meanwhile). */
import { useTranslation } from 'react-i18next';

export function LoadingPage() {
  const { t } = useTranslation('app');
  return (
    <p className="app-loading" role="status">
      {t('loading')}
    </p>
  );
}

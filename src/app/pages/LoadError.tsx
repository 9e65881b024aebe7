/** Spec 8: the customer call failed (not a 403): say so and offer another try. */
import { useTranslation } from 'react-i18next';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('app');
  return (
    <section className="app-notice app-notice--error" role="alert">
      <p>{t('loadError')}</p>
      <button type="button" className="app-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}

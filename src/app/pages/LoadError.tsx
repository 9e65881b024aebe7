/**
 * Spec 8: the customer call failed (not a 403): say so and offer another try. `what: 'part'` is a
 * part of the page whose code could not be loaded (LazyBoundary): its retry loads the page again.
 */
import { useTranslation } from '../../render/i18n/useTranslation.tsx';

export function LoadError({ onRetry, what = 'data' }: { onRetry: () => void; what?: 'data' | 'part' }) {
  const { t } = useTranslation('app');
  return (
    <section className="app-notice app-notice--error" role="alert">
      <p>{t(what === 'part' ? 'partLoadError' : 'loadError')}</p>
      <button type="button" className="app-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}

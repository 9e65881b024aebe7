/** Says to screen-reader users that a link opens in a new tab (the link-list and call-to-action blocks). */
import { useTranslation } from '../i18n/useTranslation.tsx';

export function NewTabHint() {
  const { t } = useTranslation('common');
  return <span className="visually-hidden"> {t('opensInNewTab')}</span>;
}

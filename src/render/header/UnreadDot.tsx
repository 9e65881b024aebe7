/** The unread-messages dot: a visual mark plus text for screen readers. */
import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';

export function UnreadDot(): ReactElement {
  const { t } = useTranslation('header');
  return (
    <span className="ph-dot" data-testid="unread-dot">
      <span className="ph-visually-hidden">{t('unreadMessages')}</span>
    </span>
  );
}

/** Placeholder while header data loads: four columns (spec 9), busy for assistive technology. */
import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';

export const SKELETON_COLUMNS = 4;

export function HeaderSkeleton({ withAvatar = false }: { withAvatar?: boolean }): ReactElement {
  const { t } = useTranslation('header');
  return (
    <div className="ph-skeleton" aria-busy="true" data-testid="header-skeleton">
      <span className="ph-visually-hidden">{t('loading')}</span>
      {Array.from({ length: SKELETON_COLUMNS }, (_, index) => (
        <span className="ph-skeleton__column" aria-hidden="true" key={index} />
      ))}
      {withAvatar && <span className="ph-skeleton__avatar" aria-hidden="true" />}
    </div>
  );
}

/**
 * Reserves the balance bar while a logged-in customer's data loads (also in prerendered HTML),
 * so the page does not move down when the amounts arrive. Most customers (ACTIVE) have the bar;
 * for the others the page moves up once, which is the lesser shift.
 */
export function BalanceBarSkeleton(): ReactElement {
  return (
    <div className="ph-balance ph-balance--skeleton" aria-hidden="true" data-testid="balance-skeleton">
      <div className="ph-balance__inner">
        <span className="ph-skeleton__column" />
        <span className="ph-skeleton__column" />
      </div>
    </div>
  );
}

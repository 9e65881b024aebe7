/** Placeholder while header data loads: four columns (spec 9), busy for assistive technology. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

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

/** Review strip (spec 2.6, 5): the engine gives score, half-rounded score and star bucket. */
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { ReviewsPart as ReviewsPartModel } from '../../../engine/types/view-model.ts';
import type { FooterPartProps } from '../part-props.ts';
import { formatNumber } from '../format-number.ts';
import { Stars } from './Stars.tsx';

export function ReviewsPart({ part, env }: FooterPartProps<ReviewsPartModel>) {
  const { t } = useTranslation('footer');
  const headingId = useId();
  const score = formatNumber(env.locale, part.roundedScore, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const countText = formatNumber(env.locale, part.count);
  return (
    <section className="pf-reviews" aria-labelledby={headingId}>
      <h2 id={headingId} className="pf-heading">
        {t('reviewsHeading')}
      </h2>
      <p className="pf-reviews__summary">
        {/* Bucket 0 means no rating text (spec 5: "0 if absent"). */}
        {part.stars > 0 && <strong className="pf-reviews__rating">{t(`reviewsRating${part.stars}`)}</strong>}
        <Stars value={part.roundedScore} />
        <span className="pf-reviews__count">{t('reviewsSummary', { count: part.count, score, countText })}</span>
      </p>
    </section>
  );
}

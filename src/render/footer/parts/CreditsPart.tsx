/** Credits row (spec 2.6): logos linking to the awarding or partner site. */
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { isUnsafeHref } from '../../../engine/format/href.ts';
import type { CreditsPart as CreditsPartModel } from '../../../engine/types/view-model.ts';
import type { FooterPartProps } from '../part-props.ts';

export function CreditsPart({ part }: FooterPartProps<CreditsPartModel>) {
  const { t } = useTranslation('footer');
  return (
    <ul className="pf-credits" aria-label={t('creditsLabel')}>
      {part.credits.map((credit) => (
        <li key={credit.id}>
          {/* The engine passes credit links and logos on as configured (validate rejects unsafe ones); never draw one live. */}
          <a className="pf-credits__link" href={isUnsafeHref(credit.href) ? undefined : credit.href}>
            {/* The logo is the link's only content, so it must name the link: fall back to the title. */}
            <img src={isUnsafeHref(credit.logoUrl) ? undefined : credit.logoUrl} alt={credit.alt || credit.title} height="48" loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}

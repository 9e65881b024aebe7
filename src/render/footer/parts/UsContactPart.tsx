/** US contact banner (spec 2.6): email, phone and availability, each optional. */
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { UsContactPart as UsContactPartModel } from '../../../engine/types/view-model.ts';
import type { FooterPartProps } from '../part-props.ts';

export function UsContactPart({ part }: FooterPartProps<UsContactPartModel>) {
  const { t } = useTranslation('footer');
  const headingId = useId();
  return (
    <section className="pf-contact" aria-labelledby={headingId}>
      <h2 id={headingId} className="pf-heading">
        {t('contactHeading')}
      </h2>
      <ul className="pf-contact__list">
        {part.email && (
          <li>
            <span className="pf-contact__label">{t('contactEmail')}</span> <a href={part.email.href}>{part.email.linkText}</a>
          </li>
        )}
        {part.phone && (
          <li>
            <span className="pf-contact__label">{t('contactPhone')}</span> <a href={part.phone.href}>{part.phone.linkText}</a>
          </li>
        )}
      </ul>
      {part.availability && <p className="pf-contact__availability">{part.availability}</p>}
    </section>
  );
}

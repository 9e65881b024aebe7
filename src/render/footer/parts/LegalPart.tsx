/**
 * Legal and imprint row (spec 2.6). The engine gives the copyright text without the year;
 * the year is prefixed here from the footer's `year` (the current year by default).
 */
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { LegalPart as LegalPartModel } from '../../../engine/types/view-model.ts';
import type { FooterPartProps } from '../part-props.ts';
import { FooterLink } from '../FooterLink.tsx';

export function LegalPart({ part, env }: FooterPartProps<LegalPartModel>) {
  const { t } = useTranslation('footer');
  return (
    <div className="pf-legal">
      {part.links.length > 0 && (
        <nav className="pf-legal__nav" aria-label={t('legalLabel')}>
          <ul className="pf-legal__list">
            {part.links.map((link) => (
              <li key={link.id}>
                <FooterLink item={link} onConsentSettings={env.onConsentSettings} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="pf-legal__copyright">{t('copyright', { year: env.year, copyright: part.copyright })}</p>
    </div>
  );
}

/**
 * Social icons (spec 2.6). Links open in a new tab and say so to screen readers. A null
 * heading is hidden (hideSocialMediaHeading); the list then keeps a name from the strings.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { isUnsafeHref } from '../../../engine/format/href.ts';
import type { SocialPart as SocialPartModel } from '../../../engine/types/view-model.ts';
import { SocialIcon } from '../../blocks/SocialIcon.tsx';
import type { FooterPartProps } from '../part-props.ts';

export function SocialPart({ part }: FooterPartProps<SocialPartModel>) {
  const { t } = useTranslation('footer');
  const { t: tCommon } = useTranslation('common');
  const headingId = useId();
  const name = part.heading === null ? { 'aria-label': t('socialLabel') } : { 'aria-labelledby': headingId };
  return (
    <div className="pf-social">
      {part.heading !== null && (
        <h2 id={headingId} className="pf-heading">
          {part.heading}
        </h2>
      )}
      <ul className="pf-social__list" {...name}>
        {part.icons.map((icon) => (
          <li key={icon.uid}>
            {/* The engine passes social links on as configured (validate rejects unsafe ones); never draw one live. */}
            <a className="pf-social__link" href={isUnsafeHref(icon.href) ? undefined : icon.href} target="_blank" rel="noopener noreferrer">
              <SocialIcon account={icon.account} />
              <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

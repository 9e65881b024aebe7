/** Mobile app banner (spec 2.6): store links and badge images; hrefs and alt texts come from the engine. */
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { AppBannerPart as AppBannerPartModel } from '../../../engine/types/view-model.ts';
import type { FooterPartProps } from '../part-props.ts';

export function AppBannerPart({ part }: FooterPartProps<AppBannerPartModel>) {
  const { t } = useTranslation('footer');
  const headingId = useId();
  const stores = [
    { key: 'play-store', ...part.playStore },
    { key: 'app-store', ...part.appStore },
  ];
  return (
    <section className="pf-app" aria-labelledby={headingId}>
      {/* The app icon repeats the heading's meaning, so it is decorative. */}
      {part.iconUrl && <img className="pf-app__icon" src={part.iconUrl} alt="" width="48" height="48" loading="lazy" decoding="async" />}
      <h2 id={headingId} className="pf-heading">
        {t('appBannerHeading')}
      </h2>
      <ul className="pf-app__stores">
        {stores.map((store) => (
          <li key={store.key}>
            <a className="pf-app__store" href={store.href} data-store={store.key}>
              {/* Every badge (public/assets/badges/) is 135 × 40: with both sizes its place is kept
                  before the lazy image arrives, so the footer does not grow when it does. */}
              <img src={store.badgeUrl} alt={store.alt} width="135" height="40" loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

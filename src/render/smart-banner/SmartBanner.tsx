/**
 * Spec 6 smart app banner: the app's name, a line of text, the two store links and a dismiss
 * button. Whether it shows is the engine's answer (`banner` null otherwise; the rule is in
 * config/headers/headers.yaml); that it shows on phone widths only is the stylesheet's.
 */
import type { SmartBanner as SmartBannerModel } from '../../engine/types/view-model.ts';
import './smart-banner.css';

export interface SmartBannerProps {
  banner: SmartBannerModel;
  onDismiss: () => void;
}

export function SmartBanner({ banner, onDismiss }: SmartBannerProps) {
  return (
    <aside className="p-smart-banner" aria-label={banner.title}>
      <button type="button" className="p-smart-banner__dismiss" aria-label={banner.dismissLabel} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
      {banner.iconUrl && <img className="p-smart-banner__icon" src={banner.iconUrl} alt="" width={40} height={40} />}
      <p className="p-smart-banner__text">
        <strong>{banner.title}</strong>
        <span>{banner.text}</span>
      </p>
      <ul className="p-smart-banner__stores">
        <li>
          <a href={banner.appStore.href} target="_blank" rel="noopener noreferrer">
            {banner.appStore.alt}
          </a>
        </li>
        <li>
          <a href={banner.playStore.href} target="_blank" rel="noopener noreferrer">
            {banner.playStore.alt}
          </a>
        </li>
      </ul>
    </aside>
  );
}

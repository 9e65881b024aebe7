/**
 * One footer item: a link, a button for a client-side action, or plain text. Which one is
 * decided by the view model (href / callback); the renderer only draws it.
 */
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Item } from '../../engine/types/view-model.ts';

/** Callback name the engine gives the legal link that opens the consent settings layer (spec 2.6). */
export const CONSENT_SETTINGS_CALLBACK = 'consent-settings';

export interface FooterLinkProps {
  item: Item;
  onConsentSettings?: () => void;
}

export function FooterLink({ item, onConsentSettings }: FooterLinkProps) {
  const { t } = useTranslation('common');
  if (item.callback === CONSENT_SETTINGS_CALLBACK) {
    return (
      <button type="button" className="pf-link pf-link--button" onClick={() => onConsentSettings?.()}>
        {item.title}
      </button>
    );
  }
  if (!item.href) return <span className="pf-link pf-link--text">{item.title}</span>;
  if (item.newTab) {
    return (
      <a className="pf-link" href={item.href} target="_blank" rel="noopener noreferrer">
        {item.title}
        <span className="visually-hidden"> {t('opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <a className="pf-link" href={item.href}>
      {item.title}
    </a>
  );
}

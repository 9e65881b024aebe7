/** Link list, call to action and market list blocks: links from the view model, final already. */
import { useTranslation } from 'react-i18next';
import type { CallToActionBlock, LinkListBlock, MarketsBlock } from '../../../engine/types/blocks.ts';
import { MarketList } from '../../country/MarketList.tsx';
import type { BlockProps } from '../block-props.ts';

function NewTabHint() {
  const { t } = useTranslation('common');
  return <span className="visually-hidden"> {t('opensInNewTab')}</span>;
}

/**
 * A list of related links is content, not site navigation: no nav landmark (several untitled
 * lists on a page would be landmarks without names, which screen-reader users cannot tell apart).
 */
export function LinkListBlockView({ block, headingLevel }: BlockProps<LinkListBlock>) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="pp-links">
      {block.title && <Heading className="pp-links__title">{block.title}</Heading>}
      <ul className="pp-links__list">
        {block.links.map((link) => (
          <li key={link.id} className="pp-links__item">
            <a href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.title}
              {link.newTab && <NewTabHint />}
            </a>
            {link.description && <p className="pp-links__description">{link.description}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CallToActionBlockView({ block }: BlockProps<CallToActionBlock>) {
  return (
    <a
      className={`pp-cta pp-cta--${block.style}`}
      href={block.href}
      {...(block.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {block.text}
      {block.newTab && <NewTabHint />}
    </a>
  );
}

export function MarketsBlockView({ block, locale }: BlockProps<MarketsBlock>) {
  const { t } = useTranslation('common');
  return <MarketList markets={block.markets} currentLocale={locale} label={t('countryPickerTitle')} />;
}

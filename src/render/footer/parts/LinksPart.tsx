/**
 * Link columns (spec 2.6): side by side on desktop, accordions on mobile.
 *
 * Both forms are in the markup and CSS shows one per breakpoint (footer.css), so the server
 * HTML is right at any width without measuring; the hidden form is display:none and so out
 * of the accessibility tree too.
 */
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { Item, LinksPart as LinksPartModel } from '../../../engine/types/view-model.ts';
import { Accordion } from '../../blocks/Accordion.tsx';
import type { FooterPartProps } from '../part-props.ts';
import { FooterLink } from '../FooterLink.tsx';

function LinkList({ links, onConsentSettings }: { links: Item[]; onConsentSettings?: () => void }) {
  return (
    <ul className="pf-links__list">
      {links.map((link) => (
        <li key={link.id}>
          <FooterLink item={link} onConsentSettings={onConsentSettings} />
        </li>
      ))}
    </ul>
  );
}

export function LinksPart({ part, env }: FooterPartProps<LinksPartModel>) {
  const { t } = useTranslation('footer');
  return (
    <nav className="pf-links" aria-label={t('linksLabel')}>
      <div className="pf-links__columns" data-layout="columns">
        {part.columns.map((column) => (
          <div className="pf-links__column" key={column.id}>
            <h2 className="pf-heading">{column.heading}</h2>
            <LinkList links={column.links} onConsentSettings={env.onConsentSettings} />
          </div>
        ))}
      </div>
      <Accordion
        className="pf-links__accordion"
        designVersion={env.designVersion}
        headingLevel={2}
        items={part.columns.map((column) => ({
          key: column.id,
          title: column.heading,
          details: <LinkList links={column.links} onConsentSettings={env.onConsentSettings} />,
        }))}
      />
    </nav>
  );
}

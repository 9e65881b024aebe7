/** A link list: links from the view model, final already. */
import { NewTabHint } from '../../render/blocks/NewTabHint.tsx';
import type { BlockProps } from '../../render/page/block-props.ts';
import type { LinkListBlock } from './types.ts';

/**
 * A list of related links is content, not site navigation: no nav landmark (several untitled
 * lists on a page would be landmarks without names, which screen-reader users cannot tell apart).
 */
export function View({ block, headingLevel }: BlockProps<LinkListBlock>) {
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

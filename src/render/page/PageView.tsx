/**
 * A page of the view model: its title as the page's h1, its introduction, and its body. What
 * the page is and what it shows was decided by the engine (config/pages/).
 */
import type { Page } from '../../engine/types/blocks.ts';
import type { DesignVersion } from '../blocks/design-version.ts';
import { PageBlocks } from './PageBlocks.tsx';
import './page.css';

export interface PageViewProps {
  page: Page;
  designVersion: DesignVersion;
  loggedIn: boolean;
  locale: string;
}

export function PageView({ page, designVersion, loggedIn, locale }: PageViewProps) {
  return (
    <article className={`pp-page pp-page--${page.kind}`} data-page={page.id}>
      <header className="pp-page__header">
        <h1 className="pp-page__title">{page.title}</h1>
        {page.intro && <p className="pp-page__intro">{page.intro}</p>}
      </header>
      <PageBlocks blocks={page.blocks} designVersion={designVersion} loggedIn={loggedIn} locale={locale} headingLevel={2} />
    </article>
  );
}

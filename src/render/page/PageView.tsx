/**
 * A page of the view model: its title as the page's h1, its introduction, and its body. What
 * the page is and what it shows was decided by the engine (config/pages/).
 */
import type { ReactNode } from 'react';
import type { Page } from '../../engine/types/view-model.ts';
import type { DesignVersion } from '../blocks/design-version.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { lazyComponent } from '../lazy.ts';
import { prerenderedPart } from '../prerendered-part.tsx';
import './page.css';

/**
 * The body's blocks are a chunk of their own: the title and introduction (and the whole
 * prerendered body) are on screen from the HTML, and the blocks hydrate when their code is
 * there, a moment after the first load (React hydrates the Suspense boundary then).
 */
const PageBlocks = lazyComponent(() => import('./PageBlocks.tsx').then((m) => ({ default: m.PageBlocks })));
const PrerenderedBlocks = prerenderedPart(PageBlocks, "page's blocks");

/**
 * Starts loading the blocks' code and that of the lazily loaded block types among `types` (main.tsx,
 * next to the page's body), through the blocks' own chunk. Failures show when they render.
 */
export function preloadPageBlocks(types: Iterable<string>): void {
  PageBlocks.preload().catch(() => undefined);
  import('./PageBlocks.tsx').then((m) => m.preloadBlockComponents(types)).catch(() => undefined);
}

export interface PageViewProps {
  page: Page;
  designVersion: DesignVersion;
  loggedIn: boolean;
  locale: string;
  /** Shown instead of the blocks when their code could not be loaded (the page offers a reload). */
  blocksFailed?: ReactNode;
}

/**
 * The blocks are a prerendered part (prerendered-part.tsx): the page's re-renders reach their
 * boundary only once React has hydrated it, or React would throw the prerendered HTML away.
 */
export function PageView({ page, designVersion, loggedIn, locale, blocksFailed }: PageViewProps) {
  return (
    <article className={`pp-page pp-page--${page.kind}`} data-page={page.id}>
      <header className="pp-page__header">
        <PageTitle title={page.title} />
        {page.intro && <p className="pp-page__intro">{page.intro}</p>}
      </header>
      <PrerenderedBlocks
        blocks={page.blocks}
        designVersion={designVersion}
        loggedIn={loggedIn}
        locale={locale}
        headingLevel={2}
        failed={blocksFailed}
        heldFor={page.id}
      />
    </article>
  );
}

/**
 * The page's h1. A page named by what its body holds (an offer's page reached in the app) has no
 * title until that body is there (engine/resolve/page-subject.ts): the heading keeps its place
 * with a skeleton and says it is loading, rather than show the generic title first.
 */
function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation('common');
  if (title) return <h1 className="pp-page__title">{title}</h1>;
  return (
    <h1 className="pp-page__title" aria-busy="true">
      <span className="visually-hidden">{t('pageLoading')}</span>
      <span className="pp-skeleton pp-skeleton--line" aria-hidden="true" />
    </h1>
  );
}

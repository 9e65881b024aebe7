/**
 * Page head (spec 2.8). React 19 hoists <title>, <meta> and <link> rendered anywhere into
 * the document head (also when streaming on the server), so this is an ordinary component.
 * The engine already chose the title (site name, meta title, page title, default, tagline);
 * this only writes the tags, skipping the ones it has no value for.
 */
import type { Head as HeadModel } from '../../engine/types/view-model.ts';

export interface HeadProps {
  head: HeadModel;
}

export function Head({ head }: HeadProps) {
  const og = head.openGraph;
  return (
    <>
      <title>{head.title}</title>
      {head.description && <meta name="description" content={head.description} />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.robots && <meta name="robots" content={head.robots} />}
      {og?.title && <meta property="og:title" content={og.title} />}
      {og?.description && <meta property="og:description" content={og.description} />}
      {og?.image && <meta property="og:image" content={og.image} />}
    </>
  );
}

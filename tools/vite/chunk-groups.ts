/**
 * The client build's hand-made chunks, named by module. Each group lists the modules it holds by
 * their path in the repository (or a package name): a rename or a move of one is a build error
 * naming it, not a group that silently stops matching.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

interface ChunkGroup {
  name: string;
  /** Source files, relative to the repository root. */
  modules: readonly string[];
  /** Packages whose every module belongs to the group. */
  packages?: readonly string[];
  /** Rolldown's default takes each module's dependencies in too; false keeps the group to the list. */
  includeDependenciesRecursively?: boolean;
}

/*
 * Modules the app and its lazy chunks share, which every page loads with the app: React, its JSX
 * runtime, useTranslation, the placeholder filler, the session's constants, the current market,
 * the page finder, the flag table and its values, the browser's signals. Left to itself Rolldown
 * makes each a chunk of its own (files of 0.1 to 3 kB gzip, each with its own imports and
 * exports); one chunk is less by network idle on every page (`npm run size`), and requests fewer.
 */
const APP_SHARED: ChunkGroup = {
  name: 'app-shared',
  packages: ['react', 'scheduler'],
  modules: [
    'src/render/i18n/useTranslation.tsx',
    'src/engine/format/placeholders.ts',
    'src/app/session/constants.ts',
    'src/render/country/current-market.ts',
    'src/engine/pages/find.ts',
    'src/engine/pages/paths.ts',
    'src/engine/flags/values.ts',
    'src/engine/flags/declaration.ts',
    'src/engine/flags/table.generated.ts',
    'src/app/data/browser-signals.ts',
  ],
};

/*
 * The code an offer page runs to refresh its offers from the service: the fetch, the check of the
 * answer and the selection, the table and the interest. Left to itself Rolldown makes four chunks
 * of it; as one the offer pages load less by network idle. Only these modules: with their
 * dependencies (Rolldown's default) the group took in modules the app needs, and every page loaded
 * it. Pure functions, so their order is free.
 */
const LIVE_OFFERS: ChunkGroup = {
  name: 'live-offers',
  includeDependenciesRecursively: false,
  modules: [
    ...['useLiveOffers.ts', 'live-offers.ts', 'public-api.ts', 'fetch-offers.ts'].map((file) => `src/app/offers/${file}`),
    'src/blocks/shared/build-date.ts',
    ...['check-offer', 'table', 'offer-view', 'select', 'block-data', 'interest', 'offer', 'selection', 'state', 'sort-key'].map(
      (name) => `src/engine/offers/${name}.ts`,
    ),
  ],
};

const GROUPS: readonly ChunkGroup[] = [APP_SHARED, LIVE_OFFERS];

/** Rolldown's code-splitting groups, each testing a module id against its list. */
export function chunkGroups(repoRoot: string) {
  return GROUPS.map((group) => {
    const files = new Set(
      group.modules.map((module) => {
        const path = join(repoRoot, module);
        if (!existsSync(path)) throw new Error(`tools/vite/chunk-groups.ts: the ${group.name} chunk names ${module}, which does not exist (moved or renamed?)`);
        return path;
      }),
    );
    const packageDirs = (group.packages ?? []).map((name) => `${sep}node_modules${sep}${name}${sep}`);
    const test = (id: string) => files.has(id) || packageDirs.some((dir) => id.includes(dir));
    return { name: group.name, test, ...(group.includeDependenciesRecursively === false ? { includeDependenciesRecursively: false } : {}) };
  });
}

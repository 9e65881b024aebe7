import type { ComponentType } from 'react';
import type { Block } from '../../blocks/types.generated.ts';
import type { DesignVersion } from '../blocks/design-version.ts';

/** What every block component gets: its block, and where it is drawn. */
export interface BlockProps<B extends Block = Block> {
  block: B;
  designVersion: DesignVersion;
  loggedIn: boolean;
  locale: string;
  /** Level for headings this block draws (a box title, accordion items): one below the section it is in. */
  headingLevel: 2 | 3 | 4;
}

/** One component per block type; the mapped type makes a missing one a type error. */
export type BlockComponents = { readonly [T in Block['type']]: ComponentType<BlockProps<Extract<Block, { type: T }>>> };

/**
 * Blocks the app draws itself (the login form depends on the environment: the local stand-in
 * or the real identity service), handed to the page renderer by the app.
 */
export type AppBlockComponents = Partial<Pick<BlockComponents, 'login'>>;

import { createContext } from 'react';
import type { AppBlockComponents } from './block-props.ts';

/** The app's own block components (login), available to blocks at any depth. */
export const AppBlocksContext = createContext<AppBlockComponents | undefined>(undefined);

/**
 * The login form depends on the environment (the local stand-in or the real identity service):
 * the app hands its own component to the page renderer (AppBlocksContext). Without it (Storybook,
 * tests of other blocks), the login block draws nothing.
 */
import type { BlockProps } from '../../render/page/block-props.ts';
import type { LoginBlock } from './types.ts';

export function View(_props: BlockProps<LoginBlock>) {
  return null;
}

import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'unread-messages'> = () => ({ type: 'unread-messages' });

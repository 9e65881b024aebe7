import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'order-form'> = (config) => ({ type: 'order-form', kind: config.kind });

import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'customer-details'> = (config) => ({ type: 'customer-details', fields: config.fields });

/** ajv with its formats, loaded when a schema is first compiled (lazy-package.ts). */
import type Ajv2020 from 'ajv/dist/2020.js';
import type addFormats from 'ajv-formats';
import { lazyPackage } from './lazy-package.ts';

const ajv = lazyPackage<{ default: typeof Ajv2020 }>('ajv/dist/2020.js');
const formats = lazyPackage<{ default: typeof addFormats }>('ajv-formats');

export function ajvPackages(): { Ajv2020: typeof Ajv2020; addFormats: typeof addFormats } {
  return { Ajv2020: ajv().default, addFormats: formats().default };
}

/**
 * The types of `virtual:portal-config/all` (tools/vite/portal-config-plugin.ts; tsconfig.json's `paths`):
 * every locale's config, for Storybook. The portal itself loads one locale at a time.
 */
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import type { StringResources } from '../../engine/config/languages.ts';

export declare const config: CompiledConfig;
export declare const strings: StringResources;

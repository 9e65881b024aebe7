import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Plugins of the portal's own build (vite.config.ts) that Storybook's build must not run. */
const PORTAL_BUILD_PLUGINS = new Set(['portal-build', 'portal-app-entry', 'portal-preview']);

function withoutPortalBuild(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? [])
    .flat(Infinity as 1)
    .filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && PORTAL_BUILD_PLUGINS.has(plugin.name)));
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Storybook reads vite.config.ts, which builds the portal: its client inputs (index.html and
  // the app) took the place of Storybook's iframe.html, so the static build showed the portal
  // and no story; and its build plugin prerendered every page. Storybook keeps the rest (React,
  // the compiled config module).
  viteFinal: (viteConfig) => {
    const { environments: _portalEnvironments, builder: _portalBuilder, ...rest } = viteConfig;
    return { ...rest, plugins: withoutPortalBuild(viteConfig.plugins) };
  },
};
export default config;

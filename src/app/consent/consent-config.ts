/**
 * The consent configuration of this deployment, read from the build's environment. It ships
 * with the consent service (its own chunk, loaded right after hydration), not in the first load.
 */
import type { ConsentConfig, RegionGroup } from '../tracking/consent.ts';

/**
 * Spec 7 consent scripts. Locally NOTHING is configured: no consent manager, no unblock
 * script, no tag-manager container, so the portal loads no external script (the data layer
 * still gets the denied-by-default consent state and the customer_id push).
 *
 * A deployment sets them at build time (Vite inlines `VITE_*` variables), for example
 *   VITE_CONSENT_MANAGER_URL=https://web.cmp.usercentrics.eu/ui/loader.js \
 *   VITE_CONSENT_MANAGER_ATTRIBUTES='{"id":"usercentrics-cmp","data-settings-id":"AbC123"}' \
 *   VITE_CONSENT_UNBLOCK_SCRIPT_URL=https://privacy-proxy.usercentrics.eu/latest/uc-block.bundle.js \
 *   VITE_TAG_MANAGER_CONTAINER_DE_AT=GTM-AAAA VITE_TAG_MANAGER_CONTAINER_OTHER=GTM-BBBB \
 *   VITE_TAG_MANAGER_CONTAINER_USA=GTM-CCCC npx vite build
 * Optional: VITE_TAG_MANAGER_URL (default googletagmanager.com/gtm.js) and
 * VITE_CONSENT_SETTINGS_FUNCTION, the dotted path of the function on `window` that opens the
 * consent manager's settings layer for the footer's "consent settings" link (default
 * `UC_UI.showSecondLayer`). The region group comes from the page locale
 * (consent/region-group.ts: de-de/de-at/de-ch -> de-at, en-us -> usa, else other).
 */
export const CONSENT_CONFIG: Readonly<ConsentConfig> = Object.freeze(consentConfigFrom(import.meta.env as Record<string, unknown>));

export function consentConfigFrom(env: Record<string, unknown>): ConsentConfig {
  const text = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const config: ConsentConfig = {};
  const manager = text('VITE_CONSENT_MANAGER_URL');
  if (manager) config.consentManagerUrl = manager;
  const attributes = text('VITE_CONSENT_MANAGER_ATTRIBUTES');
  if (attributes) {
    try {
      const parsed: unknown = JSON.parse(attributes);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        config.consentManagerAttributes = Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
      }
    } catch {
      console.warn('VITE_CONSENT_MANAGER_ATTRIBUTES is not a JSON object; ignored');
    }
  }
  const unblock = text('VITE_CONSENT_UNBLOCK_SCRIPT_URL');
  if (unblock) config.unblockScriptUrl = unblock;
  const containers: Partial<Record<RegionGroup, string>> = {};
  const deAt = text('VITE_TAG_MANAGER_CONTAINER_DE_AT');
  const other = text('VITE_TAG_MANAGER_CONTAINER_OTHER');
  const usa = text('VITE_TAG_MANAGER_CONTAINER_USA');
  if (deAt) containers['de-at'] = deAt;
  if (other) containers.other = other;
  if (usa) containers.usa = usa;
  if (Object.keys(containers).length > 0) config.tagManagerContainers = containers;
  const tagManagerUrl = text('VITE_TAG_MANAGER_URL');
  if (tagManagerUrl) config.tagManagerUrl = tagManagerUrl;
  const settingsFunction = text('VITE_CONSENT_SETTINGS_FUNCTION');
  if (settingsFunction) config.settingsFunction = settingsFunction;
  return config;
}

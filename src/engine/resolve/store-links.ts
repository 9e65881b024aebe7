/**
 * The app's store links of a locale (config/footers/<locale>.yaml mobileBanner): one place for
 * the footer's app banner (spec 2.6) and the smart banner (spec 6), so both lead to the same app.
 */
import type { FooterFile } from '../config/types.ts';
import type { ResolveContext } from './context.ts';

export interface StoreLinks {
  playStore: { href: string; alt: string };
  appStore: { href: string; alt: string };
}

export function storeLinks(banner: NonNullable<FooterFile['mobileBanner']>, ctx: ResolveContext): StoreLinks {
  const settings = ctx.config.footers.settings;
  // Spec 2.6: the store region segment is omitted for the default region.
  const region = banner.appStore.region === settings.defaultAppStoreRegion ? '' : `/${banner.appStore.region}`;
  return {
    playStore: {
      href: `${settings.playStoreBase}?id=${encodeURIComponent(banner.playStore.appId)}&hl=${encodeURIComponent(ctx.language)}`,
      alt: ctx.text('playStore.alt'),
    },
    appStore: { href: `${settings.appStoreBase}${region}${banner.appStore.appPath}`, alt: ctx.text('appStore.alt') },
  };
}

/**
 * `use-sync-external-store/shim` for React 19: react-i18next imports the shim so it runs on
 * React 16 and 17 too; React 18 and later have the hook built in, and the shim only hands it on
 * (vite.config.ts aliases the shim here, keeping its code out of the first load).
 */
export { useSyncExternalStore } from 'react';

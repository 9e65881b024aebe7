/**
 * Where the portal asks for a customer's or a visitor's flags, and how often again (docs/operators.md):
 *   VITE_OFREP_BASE_URL  the OFREP service (default '': the page's own origin, /ofrep/v1/...,
 *                        which a gateway routes to the local stack, flagd or a vendor's relay)
 *   VITE_FLAG_POLL_MS    how often an open page asks again, in ms (default 30000: a kill
 *                        switch reaches an open page within 30 s; 0 never)
 * Both are build-time settings; the base URL can stay '' so the same build serves any flag
 * service the gateway points /ofrep/ at. For tests and a developer's browser the poll interval
 * can be shortened at run time with localStorage `portal.flagPollMs` (at least 100 ms).
 */
import type { StorageLike } from '../session/storage.ts';

export const FLAG_POLL_STORAGE_KEY = 'portal.flagPollMs';
const DEFAULT_POLL_MS = 30_000;

export interface FlagServiceConfig {
  baseUrl: string;
  pollInterval: number;
}

export function flagServiceConfigFrom(env: Record<string, unknown>, storage?: StorageLike | null): FlagServiceConfig {
  const baseUrl = typeof env.VITE_OFREP_BASE_URL === 'string' ? env.VITE_OFREP_BASE_URL.trim().replace(/\/+$/, '') : '';
  const configured = Number(env.VITE_FLAG_POLL_MS);
  let pollInterval = typeof env.VITE_FLAG_POLL_MS === 'string' && Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_POLL_MS;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(FLAG_POLL_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const override = Number(stored);
  if (stored !== null && Number.isFinite(override) && override >= 100) pollInterval = override;
  return { baseUrl, pollInterval };
}

export const flagServiceConfig = (storage?: StorageLike | null): FlagServiceConfig =>
  flagServiceConfigFrom(import.meta.env as Record<string, unknown>, storage);

/**
 * Anonymous context id for tracking and feature flags before login (spec 7: tagged with a
 * device prefix, mobile or desktop). Kept in storage so one browser stays one context.
 */
import type { StorageLike } from '../session/storage.ts';

export type DeviceKind = 'mobile' | 'desktop';

export const CONTEXT_ID_KEY = 'anonymous_context_id';

/** Phones and tablets by user agent; iPadOS reports a desktop agent but has touch points. */
export function deviceKind(nav: { userAgent: string; maxTouchPoints?: number }): DeviceKind {
  if (/Mobi|Android|iPhone|iPad|iPod/i.test(nav.userAgent)) return 'mobile';
  if (/Macintosh/i.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 2) return 'mobile';
  return 'desktop';
}

export function anonymousContextId(options: { storage: StorageLike; device: DeviceKind; randomId?: () => string }): string {
  const prefix = `${options.device}-`;
  const stored = options.storage.getItem(CONTEXT_ID_KEY);
  if (stored?.startsWith(prefix)) return stored;
  const id = `${prefix}${(options.randomId ?? (() => crypto.randomUUID()))()}`;
  options.storage.setItem(CONTEXT_ID_KEY, id);
  return id;
}

/**
 * The two browser stores the session uses, behind small interfaces so tests (and server-side
 * code) pass in-memory versions. Spec 7: the bearer token lives in local storage and cookies.
 */

/** The part of the Web Storage API we use; `window.localStorage` satisfies it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string): void;
  remove(name: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & { snapshot(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  };
}

export interface DocumentCookieOptions {
  path?: string;
  /** Add `Secure`; defaults to true on https pages. */
  secure?: boolean;
}

/**
 * Cookies via `document.cookie`. Session cookies (no Max-Age): the token inside carries its
 * own expiry, and logout/expiry remove the cookie explicitly. SameSite=Strict because only
 * same-origin API calls need it.
 */
export function createDocumentCookieJar(doc: { cookie: string; location?: { protocol: string } }, options: DocumentCookieOptions = {}): CookieJar {
  const path = options.path ?? '/';
  const secure = options.secure ?? doc.location?.protocol === 'https:';
  const attributes = `; Path=${path}; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const [rawKey, ...rest] = part.split('=');
        if (rawKey?.trim() === name) return decodeURIComponent(rest.join('=').trim());
      }
      return null;
    },
    set(name, value) {
      doc.cookie = `${name}=${encodeURIComponent(value)}${attributes}`;
    },
    remove(name) {
      doc.cookie = `${name}=; Max-Age=0${attributes}`;
    },
  };
}

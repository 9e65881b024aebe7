/**
 * The identity service's in-memory store: oidc-provider's adapter interface over one Map per
 * model. oidc-provider's own memory adapter keeps every model in one LRU of 1,000 entries, so
 * anything that creates entries (anonymous sign-in starts, token exchanges) pushed an idle
 * customer's grant and refresh token out: logged out. Here each model has its own bound, and
 * what a signed-in customer holds is never pushed out for space:
 *
 * - `Interaction` (a sign-in in progress) is bounded by count and the oldest goes first: a flood
 *   costs only other unfinished sign-ins (which are also rate-limited per client, sign-in-starts.ts).
 * - Everything else (Grant, RefreshToken, Session, AuthorizationCode, …) leaves only when it
 *   expires or is destroyed. Its bound refuses a new entry (503) once the model is full of live
 *   ones, instead of taking an old one's place.
 *
 * Grants handed over (token exchange without customer_id) are linked to the grant they came
 * from: destroying a grant (logout, refresh token reuse) destroys those handed over from it,
 * with their tokens, down the line.
 */

/** What oidc-provider calls on an adapter (its documentation: "Adapter"). */
export interface Adapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

export type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string };

/** Thrown when a model is full of live entries: the provider answers it as 503 temporarily_unavailable. */
export class StoreFull extends Error {
  readonly status = 503;
  readonly statusCode = 503;
  /** oidc-provider answers `message` as the error code and this as its description. */
  readonly error_description: string;
  readonly expose = true;
  constructor(
    readonly model: string,
    readonly bound: number,
  ) {
    super('temporarily_unavailable');
    this.error_description = `the identity service holds ${bound} live ${model} entries, its limit; try again later`;
  }
}

/** Models whose oldest entry goes when a new one comes and the model is full. */
const EVICTED_WHEN_FULL = new Set(['Interaction']);

/** Per-model bounds. Sized for a local stack: far above what tests and a developer create within a session's lifetime. */
export const DEFAULT_BOUNDS: Readonly<Record<string, number>> = {
  Interaction: 1_000,
  Session: 10_000,
  Grant: 20_000,
  RefreshToken: 100_000,
  AuthorizationCode: 10_000,
  /** Subject tokens already exchanged (claimOnce): one per hand-over or switch. */
  UsedSubjectToken: 100_000,
};
const DEFAULT_BOUND = 10_000;

/** Models whose entries belong to a grant (revokeByGrantId ends them with it). */
const GRANT_MEMBERS = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode']);

/** Expired entries are swept from a model every this many saves, so a model never fills with dead ones. */
const SWEEP_EVERY = 500;

interface Entry {
  payload: Payload;
  /** Epoch ms; Infinity when saved without a lifetime. */
  expiresAt: number;
}

export interface StoreOptions {
  /** Epoch ms. Default Date.now (which the tests' clock fakes, like the provider's). */
  now?: () => number;
  /** Seconds an entry is kept past its lifetime (oidc-provider's clock tolerance). */
  clockTolerance?: number;
  bounds?: Partial<Record<string, number>>;
}

export interface IdentityStore {
  /** oidc-provider's `adapter` option: the adapter of one model. */
  adapter(model: string): Adapter;
  /** Live entries of a model. */
  count(model: string): number;
  /** Whether a live entry of `model` has this id. */
  has(model: string, id: string): boolean;
  /** Records that `child` was handed over from `parent`: destroying the parent ends the child. */
  handedOver(parent: string, child: string): void;
  /** Live grants handed over within the family of `grantId`: from the grant it was first handed over from, down the line. */
  handedOverInFamily(grantId: string): number;
  /** The grant `grantId` was handed over from, if it was. */
  parentOf(grantId: string): string | undefined;
  /**
   * True the first time for `key` while it lives (until `expiresAt`, epoch seconds), false after:
   * a check and a claim in one synchronous step, so parallel requests cannot both pass.
   */
  claimOnce(key: string, expiresAt: number): boolean;
}

export function createIdentityStore(options: StoreOptions = {}): IdentityStore {
  const now = options.now ?? (() => Date.now());
  const tolerance = (options.clockTolerance ?? 0) * 1000;
  const bounds = { ...DEFAULT_BOUNDS, ...options.bounds };
  const models = new Map<string, Map<string, Entry>>();
  const saves = new Map<string, number>();
  /** grantId → keys ("Model id") of the entries that belong to it. */
  const members = new Map<string, Set<string>>();
  /** Session uid → session id. */
  const sessionUids = new Map<string, string>();
  /** grantId → grants handed over from it, and back. */
  const children = new Map<string, Set<string>>();
  const parents = new Map<string, string>();

  const table = (model: string): Map<string, Entry> => {
    let entries = models.get(model);
    if (!entries) models.set(model, (entries = new Map()));
    return entries;
  };

  function live(model: string, id: string): Entry | undefined {
    const entries = table(model);
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      remove(model, id);
      return undefined;
    }
    return entry;
  }

  /** Takes an entry out of the indexes (grant members, session uids), not out of its table. */
  function unindex(model: string, id: string, entry: Entry): void {
    const { grantId, uid } = entry.payload;
    if (typeof grantId === 'string') members.get(grantId)?.delete(`${model} ${id}`);
    if (model === 'Session' && typeof uid === 'string' && sessionUids.get(uid) === id) sessionUids.delete(uid);
  }

  function remove(model: string, id: string): void {
    const entries = table(model);
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    unindex(model, id, entry);
    if (model === 'Grant') {
      members.delete(id);
      const parent = parents.get(id);
      parents.delete(id);
      if (parent !== undefined) children.get(parent)?.delete(id);
      // The grants handed over from this one end with it (their own hand-overs too).
      const handed = children.get(id);
      children.delete(id);
      for (const child of handed ?? []) endGrant(child);
    }
  }

  /** Ends a grant and every entry that belongs to it. */
  function endGrant(grantId: string): void {
    for (const key of [...(members.get(grantId) ?? [])]) {
      const space = key.indexOf(' ');
      remove(key.slice(0, space), key.slice(space + 1));
    }
    remove('Grant', grantId);
  }

  function sweep(model: string): void {
    const at = now();
    for (const [id, entry] of table(model)) if (entry.expiresAt <= at) remove(model, id);
  }

  /** Makes room for one more entry of `model`, or throws StoreFull. */
  function room(model: string): void {
    const entries = table(model);
    const bound = bounds[model] ?? DEFAULT_BOUND;
    const count = (saves.get(model) ?? 0) + 1;
    saves.set(model, count);
    if (count % SWEEP_EVERY === 0 || entries.size >= bound) sweep(model);
    if (entries.size < bound) return;
    if (!EVICTED_WHEN_FULL.has(model)) throw new StoreFull(model, bound);
    while (entries.size >= bound) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(model, oldest);
    }
  }

  function save(model: string, id: string, payload: Payload, expiresIn: number | undefined): void {
    const entries = table(model);
    const previous = entries.get(id);
    // Saved again (a grant or session changed): the same entry, its hand-overs and members kept.
    if (previous) {
      unindex(model, id, previous);
      entries.delete(id);
    } else room(model);
    const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 + tolerance : Infinity;
    entries.set(id, { payload, expiresAt });
    if (model === 'Session' && typeof payload.uid === 'string') sessionUids.set(payload.uid, id);
    if (GRANT_MEMBERS.has(model) && typeof payload.grantId === 'string') {
      let set = members.get(payload.grantId);
      if (!set) members.set(payload.grantId, (set = new Set()));
      set.add(`${model} ${id}`);
    }
  }

  function adapter(model: string): Adapter {
    return {
      async upsert(id, payload, expiresIn) {
        save(model, id, payload, expiresIn);
      },
      async find(id) {
        const entry = live(model, id);
        if (entry && EVICTED_WHEN_FULL.has(model)) {
          // Used again: the newest, so the last to be pushed out.
          table(model).delete(id);
          table(model).set(id, entry);
        }
        return entry?.payload;
      },
      async findByUid(uid) {
        const id = sessionUids.get(uid);
        return id === undefined ? undefined : live(model, id)?.payload;
      },
      async findByUserCode(userCode) {
        for (const [id, entry] of table(model)) if (entry.payload.userCode === userCode) return live(model, id)?.payload;
        return undefined;
      },
      async consume(id) {
        const entry = live(model, id);
        if (entry) entry.payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        if (model === 'Grant') endGrant(id);
        else remove(model, id);
      },
      async revokeByGrantId(grantId) {
        for (const key of [...(members.get(grantId) ?? [])]) if (key.startsWith(`${model} `)) remove(model, key.slice(model.length + 1));
      },
    };
  }

  return {
    adapter,
    count(model) {
      sweep(model);
      return table(model).size;
    },
    has: (model, id) => live(model, id) !== undefined,
    handedOver(parent, child) {
      let set = children.get(parent);
      if (!set) children.set(parent, (set = new Set()));
      set.add(child);
      parents.set(child, parent);
    },
    parentOf: (grantId) => parents.get(grantId),
    handedOverInFamily(grantId) {
      let root = grantId;
      for (let up = parents.get(root); up !== undefined; up = parents.get(root)) root = up;
      let total = 0;
      const queue = [root];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        for (const child of children.get(next) ?? []) {
          if (!live('Grant', child)) continue;
          total++;
          queue.push(child);
        }
      }
      return total;
    },
    claimOnce(key, expiresAt) {
      if (live('UsedSubjectToken', key)) return false;
      save('UsedSubjectToken', key, {}, Math.max(0, expiresAt - Math.floor(now() / 1000)));
      return true;
    },
  };
}

import type { Persona } from '../../src/engine/types/persona.ts';
import type { PersonaStore } from '../../src/node/personas/store.ts';

/**
 * Who may sign in and as which customer. An account of the local provider is a persona with a
 * customer (its id is the token's `sub`); a visitor persona (no customer) is nobody to sign in as.
 */

/** The one password of every example customer (README "Signing in"); the stack is loopback-only test data. */
export const LOCAL_PASSWORD = 'savingo-local';

/** The persona a username names: its persona id or its customer's number (bacNumber), customers only. */
export async function personaByUsername(personas: PersonaStore, username: string): Promise<Persona | undefined> {
  const name = username.trim();
  if (!name) return undefined;
  const byId = await personas.get(name);
  if (byId?.customer) return byId;
  return (await personas.list()).find(
    (persona) => persona.customer?.bacNumber !== undefined && persona.customer.bacNumber.toUpperCase() === name.toUpperCase(),
  );
}

/**
 * The persona to act as when `signedIn` asks for customer `customerId` (login with a customerId,
 * account switch): the signed-in customer itself, another customer of the same user (same userId),
 * or one listed in its switchableAccounts whose persona exists. Undefined when not allowed.
 */
export async function customerFor(personas: PersonaStore, signedIn: Persona, customerId: string): Promise<Persona | undefined> {
  if (signedIn.customer?.bacNumber === customerId) return signedIn;
  const target = (await personas.list()).find((persona) => persona.customer !== undefined && persona.customer.bacNumber === customerId);
  if (!target) return undefined;
  const userId = signedIn.user?.userId;
  const sameUser = userId !== undefined && target.user?.userId === userId;
  const listed = (signedIn.switchableAccounts ?? []).some((account) => account.customer_id === customerId);
  return sameUser || listed ? target : undefined;
}

/** The claims of a persona's tokens the portal and the backend read. */
export function customerClaims(persona: Persona): { customer_id?: string; user_id?: string } {
  return {
    ...(persona.customer?.bacNumber ? { customer_id: persona.customer.bacNumber } : {}),
    ...(persona.user?.userId ? { user_id: persona.user.userId } : {}),
  };
}

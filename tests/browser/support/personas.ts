import { findPersona } from '../../../src/node/personas/load.ts';
import { REPO_ROOT } from './portal.ts';

/** The parts of personas/<id>.json the tests read. */
export interface PersonaFile {
  context: { locale: string; page: string };
  customer?: { fullName?: string; bacNumber?: string; _embedded?: { referenceAccounts?: { iban?: string }[] } };
  accounts?: { balance?: { current?: number; available?: number } }[];
  flags?: Record<string, unknown>;
  unreadMessages?: number;
  messages?: { id: string; sender: string; subject: string; body: string; sentAt: string; read: boolean }[];
  transactions?: { id: string; bookingDate: string; valueDate?: string; description: string; counterparty?: string; amount: number }[];
  documents?: { id: string; title: string; date: string; kind: string; read?: boolean }[];
}

/** Tests take expected values from the persona files the local stack serves, not from copies. */
export function personaFile(id: string): PersonaFile {
  // The one persona loader, as the local stack and the portal command read them.
  const found = findPersona(REPO_ROOT, id);
  if (!found.ok) throw new Error(found.message);
  return found.persona.persona as PersonaFile;
}

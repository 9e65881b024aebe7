/**
 * How every command names a persona: by its id (`active-de`, as rule tests, the preview, the
 * local stack and Storybook do) or by its file (`personas/active-de.json`, as before ids).
 */

export type PersonaRef = { kind: 'id'; id: string } | { kind: 'path'; path: string };

export function personaRef(ref: string): PersonaRef {
  const trimmed = ref.trim();
  return trimmed.endsWith('.json') || trimmed.includes('/') || trimmed.includes('\\') ? { kind: 'path', path: trimmed } : { kind: 'id', id: trimmed };
}

/** The message for an id no persona has, with the nearest id when there is one. */
export function unknownPersonaMessage(id: string, nearest: string | null): string {
  return `no persona "${id}" in personas/${nearest ? `; did you mean "${nearest}"?` : ' (give its id, as in personas/<id>.json, or a file path)'}`;
}

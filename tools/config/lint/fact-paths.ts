/** Every path rules may read: the objects and leaves of schemas/facts.schema.json. */
export function factPaths(factsSchema: unknown): Set<string> {
  const paths = new Set<string>();
  const visit = (schema: unknown, prefix: string) => {
    const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties;
    if (!properties) return;
    for (const [name, child] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      paths.add(path);
      visit(child, path);
    }
  };
  visit(factsSchema, '');
  return paths;
}

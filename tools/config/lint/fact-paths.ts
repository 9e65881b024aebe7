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

/**
 * The paths with the `flags.<name>` facts of the flags config/flags/ defines, in place of the
 * schema file's generated copy: a flag rules read works from its YAML alone, and a flag removed
 * from the YAML is no fact any more. `fact: false` flags (metadata.readByRules: false) are none.
 */
export function withDefinedFlags(paths: ReadonlySet<string>, table: Readonly<Record<string, { fact?: false }>>): Set<string> {
  const result = new Set([...paths].filter((path) => !path.startsWith('flags.')));
  result.add('flags');
  for (const [name, declaration] of Object.entries(table)) if (declaration.fact !== false) result.add(`flags.${name}`);
  return result;
}

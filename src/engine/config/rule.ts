/**
 * A JSON-Logic rule, or a string naming a rule in config/rules/named.yaml. A module of its own
 * that imports nothing: the block types' shapes (src/blocks/) name it, and config/types.ts, which
 * also declares it for every other config kind, imports the view model that names those shapes.
 */
export type Rule = boolean | string | { [operator: string]: unknown };

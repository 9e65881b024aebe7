/**
 * The flag table and defaults a config carries, read from its flag definitions (config/flags/,
 * flagd's format) when it is compiled: so a flag that only rules read works from the YAML alone,
 * in the running portal, the preview and every `portal` command, with no generator step. The
 * generated table (table.generated.ts) is what TypeScript compiles against; a config without
 * flag definitions (a fixture, Storybook) falls back to it.
 */
import { FLAGS, type FlagDeclaration, type FlagTable } from './declaration.ts';
import { declarationOf, fromFlagdValue, type FlagdFlag } from './flagd-format.ts';

export interface CompiledFlags {
  /** Each flag's declaration, from its variants. */
  table: FlagTable;
  /**
   * What a flag is when nobody asked the flag service (a visitor before its answer, a failed
   * call): the default variant's value of each ENABLED flag; a DISABLED flag is absent, so it
   * reads as off, as the kill switch says. Only values other than the absent one (false, no
   * locales, the enum's own default) are kept: every page carries this.
   */
  defaults: Record<string, unknown>;
}

/** The table and defaults of these flags; a flag whose variants give no kind is left out (validate reports it). */
export function compileFlags(flags: Readonly<Record<string, FlagdFlag>>): CompiledFlags {
  const table: Record<string, FlagDeclaration> = {};
  const defaults: Record<string, unknown> = {};
  for (const [name, flag] of Object.entries(flags)) {
    const declaration = declarationOf(flag);
    if (typeof declaration === 'string') continue;
    table[name] = declaration;
    const variant = flag.defaultVariant;
    if (flag.state === 'DISABLED' || variant == null || !Object.hasOwn(flag.variants, variant)) continue;
    const value = fromFlagdValue(declaration, flag.variants[variant]);
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(absentValue(declaration))) defaults[name] = value;
  }
  return { table, defaults };
}

/** The value of a flag nobody gives (off, no locales, the enum's default). */
export function absentValue(declaration: FlagDeclaration): unknown {
  return declaration.kind === 'boolean' ? false : declaration.kind === 'enum' ? declaration.default : [];
}

/**
 * The table a compiled config's flags follow: the code's, with the config's own over it. (The
 * browser's copy of a config carries only what the code's table lacks, beyondCode: every page
 * loads it. A flag the code's table has and config/flags/ lost or changed, validate refuses.)
 */
export function flagTableOf(config: { flags?: CompiledFlags | undefined }): FlagTable {
  return config.flags ? { ...FLAGS, ...config.flags.table } : FLAGS;
}

/** The entries of `table` that the code's table lacks or declares otherwise. */
export function beyondCode(table: FlagTable): FlagTable {
  const code: FlagTable = FLAGS;
  return Object.fromEntries(
    Object.entries(table).filter(([name, declaration]) => !Object.hasOwn(code, name) || JSON.stringify(code[name]) !== JSON.stringify(declaration)),
  );
}

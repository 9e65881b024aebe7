/**
 * How one block type is compiled (config -> texts for a locale, rules prepared) and resolved
 * (compiled -> view-model block for a request). Every block type's folder (src/blocks/<type>/)
 * has one compiler and one resolver, registered in src/blocks/compilers.generated.ts and
 * resolvers.generated.ts. Two registries, so the browser, which only resolves, ships no compiler.
 */
import type { JsonPath } from '../../config/sources.ts';
import type { Rule } from '../../config/rule.ts';
import type { PreparedRule, SourceRef } from '../../rules/types.ts';
import type { WrittenWindow } from '../../rules/window.ts';
import type { RichTextNode } from '../../types/values.ts';
import type { Block, BlockConfig, BlockType, CompiledBlock } from '../../../blocks/types.generated.ts';
import type { Localized } from '../block-base.ts';

// Resolving's side of a block type is typed with the resolve context (resolve-types.ts says why).
export type { BlockResolution, BlockResolve, CompiledOf } from '../../resolve/resolve-types.ts';

/** What compiling a block may ask for: its locale's texts, prepared rules, parsed rich text. */
export interface BlockCompiler {
  locale: string;
  language: string;
  /** The locale's text ("" when missing: validate reports it before anything is compiled). */
  text(value: Localized, path: JsonPath): string;
  optionalText(value: Localized | undefined, path: JsonPath): string | undefined;
  richText(value: Localized, path: JsonPath): RichTextNode[];
  /** The rule at `path` (a `when`), with the window (`from`/`until`) of `entry` when given. */
  rule(rule: Rule | undefined, path: JsonPath, entry?: WrittenWindow): PreparedRule | null;
  source(path: JsonPath): SourceRef | null;
  blocks(list: readonly BlockConfig[] | undefined, path: JsonPath): CompiledBlock[];
}

export type ConfigOf<T extends BlockType> = Extract<BlockConfig, { type: T }>;
/** The part of a compiled block its definition produces (rule, source and id are common). */
export type CompiledBody<T extends BlockType> = Omit<Extract<CompiledBlock, { type: T }>, 'rule' | 'source' | 'id'>;

export type BlockCompile<T extends BlockType> = (config: ConfigOf<T>, compiler: BlockCompiler, path: JsonPath) => CompiledBody<T>;
/**
 * Every block type's compiler: the registry the build hands the engine (compileConfig), written
 * from the block folders (src/blocks/compilers.generated.ts), which the engine never imports.
 */
export type BlockCompilers = { readonly [T in BlockType]: BlockCompile<T> };

/**
 * A block of a page that answers for many paths (`match: prefix`), cut down to what one of them
 * shows, `key` the path's last segment: optional, in the type's folder as subject.ts. The
 * prerender writes the page's body so cut into that path's HTML (engine/pages/page-data.ts).
 */
export type BlockForSubject<T extends BlockType> = (block: Extract<CompiledBlock, { type: T }>, key: string) => Extract<CompiledBlock, { type: T }>;
/** The block types that have one: the registry the prerender hands pageDataFor (src/blocks/subjects.generated.ts). */
export type BlocksForSubject = { readonly [T in BlockType]?: BlockForSubject<T> };

/** Copies the optional id onto a resolved block. */
export function withId<B extends Block>(block: B, id: string | undefined): B {
  return id === undefined ? block : { ...block, id };
}

/**
 * How one block type is compiled (config -> texts for a locale, rules prepared) and resolved
 * (compiled -> view-model block for a request). Every block type has one compiler
 * (compilers.ts) and one resolver (resolvers.ts), as every item type has one component in the
 * renderer's registry. Two registries, so the browser, which only resolves, ships no compiler.
 */
import type { JsonPath } from '../../config/sources.ts';
import type { Rule } from '../../config/types.ts';
import type { ResolveContext } from '../../resolve/context.ts';
import type { PreparedRule, SourceRef } from '../../rules/types.ts';
import type { Block } from '../../types/blocks.ts';
import type { RichTextNode } from '../../types/view-model.ts';
import type { CompiledBlock } from '../compiled.ts';
import type { BlockConfig, BlockType, Localized } from '../config.ts';

/** What compiling a block may ask for: its locale's texts, prepared rules, parsed rich text. */
export interface BlockCompiler {
  locale: string;
  language: string;
  /** The locale's text ("" when missing: validate reports it before anything is compiled). */
  text(value: Localized, path: JsonPath): string;
  optionalText(value: Localized | undefined, path: JsonPath): string | undefined;
  richText(value: Localized, path: JsonPath): RichTextNode[];
  rule(rule: Rule | undefined, path: JsonPath): PreparedRule | null;
  source(path: JsonPath): SourceRef | null;
  blocks(list: readonly BlockConfig[] | undefined, path: JsonPath): CompiledBlock[];
}

/** What resolving a block may ask for: the request's context and its nested blocks resolved. */
export interface BlockResolution {
  ctx: ResolveContext;
  /** The customer calls have not answered yet: data-bound blocks show their skeleton. */
  loading: boolean;
  blocks(list: readonly CompiledBlock[]): Block[];
}

export type ConfigOf<T extends BlockType> = Extract<BlockConfig, { type: T }>;
export type CompiledOf<T extends BlockType> = Extract<CompiledBlock, { type: T }>;
/** The part of a compiled block its definition produces (rule, source and id are common). */
export type CompiledBody<T extends BlockType> = Omit<CompiledOf<T>, 'rule' | 'source' | 'id'>;

export type BlockCompile<T extends BlockType> = (config: ConfigOf<T>, compiler: BlockCompiler, path: JsonPath) => CompiledBody<T>;

/** The view-model block, or null when there is nothing to show (an empty list, say). */
export type BlockResolve<T extends BlockType> = (block: CompiledOf<T>, resolution: BlockResolution) => Block | null;

/** Copies the optional id onto a resolved block. */
export function withId<B extends Block>(block: B, id: string | undefined): B {
  return id === undefined ? block : { ...block, id };
}

/**
 * Compiles the page files for every locale that has each page: texts chosen for the locale,
 * rich text sanitised and parsed, rules prepared once. The result is per locale, so the build
 * can ship a locale only its own pages.
 */
import type { LocaleEntry, Rule } from '../config/types.ts';
import type { JsonPath, Loaded } from '../config/sources.ts';
import { linksForLocale, parseRichText, richTextTreeOf, type ParsedRichText, type RichTextNode, type RichTextOptions } from '../format/rich-text.ts';
import type { PreparedRule, SourceRef } from '../rules/types.ts';
import type { WrittenWindow } from '../rules/window.ts';
import type { BlockConfig, BlockType, CompiledBlock } from '../../blocks/types.generated.ts';
import type { Localized } from './block-base.ts';
import type { CompiledPage, CompiledPageHead, CompiledPages, PageRoute } from './compiled.ts';
import type { PageConfig, PagesFile } from './config.ts';
import { pickLocalized } from './localized.ts';
import { inLocale } from './locales.ts';
import { comparablePath, localePath } from './paths.ts';
import type { BlockCompile, BlockCompiler, BlockCompilers, ConfigOf } from './blocks/definition.ts';

/**
 * How compile.ts prepares rules and names sources, passed in so pages share its rule interning,
 * and the block types' compilers it was handed.
 */
export interface PageRuleTools {
  prepare: <T>(loaded: Loaded<T>, path: JsonPath, rule: Rule | undefined, entry?: WrittenWindow) => PreparedRule | null;
  sourceOf: <T>(loaded: Loaded<T>, path: JsonPath) => SourceRef | null;
  blocks: BlockCompilers;
}

/** The locales a page exists in. */
export function pageLocales(page: PageConfig, locales: readonly LocaleEntry[]): string[] {
  return page.locales === 'all' ? locales.map((l) => l.code) : page.locales;
}

/** The entries of the locales a page exists in (unknown codes left out: validate names them). */
function localeEntries(page: PageConfig, locales: readonly LocaleEntry[]): LocaleEntry[] {
  return pageLocales(page, locales).flatMap((code) => locales.filter((l) => l.code === code));
}

export function compilePages(files: readonly Loaded<PagesFile>[], locales: readonly LocaleEntry[], tools: PageRuleTools): CompiledPages {
  const out: CompiledPages = Object.fromEntries(locales.map((l) => [l.code, [] as CompiledPage[]]));
  const byCode = new Map<string, LocaleEntry>();
  for (const l of locales) if (!byCode.has(l.code)) byCode.set(l.code, l);
  for (const file of files) {
    file.data.pages.forEach((page, index) => {
      // A page's rich text is the same HTML in most of its locales: parsed once for all of
      // them, each locale's tree then built from that parse (its links made final for it).
      const parsed = new Map<string, ParsedRichText>();
      const richText = (html: string) => {
        let document = parsed.get(html);
        if (!document) parsed.set(html, (document = parseRichText(html)));
        return document;
      };
      for (const code of pageLocales(page, locales)) {
        const locale = byCode.get(code);
        if (!locale) continue;
        (out[code] ??= []).push(compilePage(file, page, ['pages', index], locale, tools, richText));
      }
    });
  }
  return out;
}

/**
 * Where a page answers in a locale; needs no compilation, so link checks can run on any valid
 * file. A path per language gives each locale only its own (the page table ships per locale).
 */
export function pageRoute(page: PageConfig, locale: string, language: string = locale): PageRoute {
  const own = pagePath(page, locale, language);
  const routes = [...(own !== undefined ? [own] : []), ...(page.aliases ?? [])];
  return {
    id: page.id,
    locale,
    kind: page.kind,
    audience: page.audience,
    // Most pages set no context fact: left out then (every byte of the page table ships).
    ...(page.context ? { context: { ...page.context } } : {}),
    notFound: page.notFound === true,
    path: own !== undefined ? localePath(locale, own) : null,
    paths: routes.map((route) => comparablePath(localePath(locale, route))),
    hashRoutes: (page.hashRoutes ?? []).map((route) => route.toLowerCase()),
    match: page.match ?? 'exact',
  };
}

/** The page's path after the locale segment in a locale (its own, its language's, or the one for all). */
export function pagePath(page: PageConfig, locale: string, language: string = locale): string | undefined {
  return pickLocalized(page.path, locale, language);
}

/** Every locale's page routes, for link checks and the server's route table (dist/routes.json). */
export function pageRoutes(files: readonly { data: PagesFile }[], locales: readonly LocaleEntry[]): Record<string, PageRoute[]> {
  const out: Record<string, PageRoute[]> = Object.fromEntries(locales.map((l) => [l.code, [] as PageRoute[]]));
  for (const file of files) {
    for (const page of file.data.pages) {
      for (const locale of localeEntries(page, locales)) out[locale.code]?.push(pageRoute(page, locale.code, locale.language));
    }
  }
  return out;
}

/** The parse of a rich text, shared by the locales of one page. */
type RichTextParse = (html: string) => ParsedRichText;

function compilePage(file: Loaded<PagesFile>, page: PageConfig, at: JsonPath, locale: LocaleEntry, tools: PageRuleTools, parse: RichTextParse): CompiledPage {
  const compiler = blockCompiler(file, locale, tools, parse);
  const head = page.head ?? {};
  const text = (value: Localized | undefined, path: JsonPath) => compiler.optionalText(value, [...at, ...path]);
  const compiledHead: CompiledPageHead = {};
  const metaTitle = text(head.meta_title, ['head', 'meta_title']);
  const metaDescription = text(head.meta_description, ['head', 'meta_description']);
  if (metaTitle !== undefined) compiledHead.meta_title = metaTitle;
  if (metaDescription !== undefined) compiledHead.meta_description = metaDescription;
  if (head.canonical_page !== undefined) compiledHead.canonical_page = head.canonical_page;
  if (head.meta_robots !== undefined) compiledHead.meta_robots = head.meta_robots;
  if (head.opengraph) {
    const og: NonNullable<CompiledPageHead['opengraph']> = {};
    const title = text(head.opengraph.title, ['head', 'opengraph', 'title']);
    const description = text(head.opengraph.description, ['head', 'opengraph', 'description']);
    if (title !== undefined) og.title = title;
    if (description !== undefined) og.description = description;
    if (head.opengraph.image?.url) og.image = head.opengraph.image.url;
    compiledHead.opengraph = og;
  }
  // A page shown only from/until a time (rules/window.ts): outside it, its paths are the not-found page (pages/in-window.ts).
  const window = page.from !== undefined || page.until !== undefined ? tools.prepare(file, [...at, 'when'], undefined, page) : null;
  return {
    ...pageRoute(page, locale.code, locale.language),
    ...(window ? { rule: window } : {}),
    title: compiler.text(page.title, [...at, 'title']),
    intro: text(page.intro, ['intro']) ?? null,
    head: compiledHead,
    blocks: compiler.blocks(page.body, [...at, 'body']),
    source: tools.sourceOf(file, at),
  };
}

function blockCompiler(file: Loaded<PagesFile>, locale: LocaleEntry, tools: PageRuleTools, parse: RichTextParse): BlockCompiler {
  return new LocaleBlockCompiler(file, locale, tools, parse, linksForLocale(locale.code));
}

/**
 * What a page's blocks are compiled with in one locale. A class, not an object of arrow
 * functions: one is made per page and locale (80,000 for a large config), and its methods
 * are then shared instead of made (and, under tsx, named) for each.
 */
class LocaleBlockCompiler implements BlockCompiler {
  readonly locale: string;
  readonly language: string;

  constructor(
    private readonly file: Loaded<PagesFile>,
    locale: LocaleEntry,
    private readonly tools: PageRuleTools,
    private readonly parse: RichTextParse,
    private readonly links: RichTextOptions,
  ) {
    this.locale = locale.code;
    this.language = locale.language;
  }

  private pick(value: Localized | undefined): string | undefined {
    return pickLocalized(value, this.locale, this.language);
  }

  text(value: Localized): string {
    return this.pick(value) ?? '';
  }

  optionalText(value: Localized | undefined): string | undefined {
    return this.pick(value);
  }

  // Sanitised by the same allow-list walk as every rich text (spec 5), once, at build time;
  // its links made final for the locale like every other link (spec 2.1).
  richText(value: Localized): RichTextNode[] {
    const html = this.pick(value) ?? '';
    return html === '' ? [] : richTextTreeOf(this.parse(html), this.links);
  }

  rule(rule: Rule | undefined, path: JsonPath, entry?: WrittenWindow): PreparedRule | null {
    return this.tools.prepare(this.file, path, rule, entry);
  }

  source(path: JsonPath): SourceRef | null {
    return this.tools.sourceOf(this.file, path);
  }

  blocks(list: readonly BlockConfig[] | undefined, path: JsonPath): CompiledBlock[] {
    return (list ?? []).flatMap((block, i) => (inLocale(block.locales, this.locale) ? [compileBlock(block, [...path, i], this, this.tools.blocks)] : []));
  }
}

function compileBlock(block: BlockConfig, path: JsonPath, compiler: BlockCompiler, compilers: BlockCompilers): CompiledBlock {
  const compile = compilers[block.type] as unknown as BlockCompile<BlockType>;
  const body = compile(block as ConfigOf<BlockType>, compiler, path);
  return {
    ...body,
    ...(block.id !== undefined ? { id: block.id } : {}),
    rule: compiler.rule(block.when, [...path, 'when'], block),
    source: compiler.source(path),
  } as CompiledBlock;
}

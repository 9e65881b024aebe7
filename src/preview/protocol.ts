/**
 * What the preview's Node side (tools/preview/) sends the preview page, and what the page and
 * its frames say to each other. Types only: the browser bundle gets no engine code from here,
 * and explanations arrive already computed (Node owns ajv, the YAML parser and the config).
 */
import type { StringResources } from '../engine/config/languages.ts';
import type { Explanation } from '../engine/explain/explain.ts';
import type { ViewModel } from '../engine/types/view-model.ts';

export type { Explanation, ExplainStep } from '../engine/explain/explain.ts';
export type { RuleTrace } from '../engine/explain/trace.ts';

/** Where every preview route lives, on the local stack and the Vite dev server alike. */
export const PREVIEW_BASE = '/__preview/';
export const PREVIEW_API = '/__preview/api/';

/** One finding, as `portal validate` prints it: `file:line:col: error CODE: message`. */
export interface PreviewProblem {
  file: string;
  line: number;
  col: number;
  code: string;
  message: string;
}

export interface PersonaSummary {
  id: string;
  description: string;
  /** The persona's own locale (context.locale, lower case). */
  locale: string;
  /** Path of its file relative to the repository root. */
  file: string;
  /** The persona's own feature flags (before the page's overrides). */
  flags: Record<string, unknown>;
}

export interface FlagSummary {
  name: string;
  description: string;
}

/** `GET /__preview/api/state` and every server-sent `state` event. */
export interface PreviewState {
  /** Grows with every reload of config/ or personas/; views are fetched again when it changes. */
  version: number;
  /** Findings in config/ and personas/ now; empty when everything is valid. */
  problems: PreviewProblem[];
  /** A valid config has been compiled at least once (views answer from the last good one). */
  hasConfig: boolean;
  /** When the config now shown was compiled (ISO time), null before the first good one. */
  configCompiledAt: string | null;
  personas: PersonaSummary[];
  /** Locale codes of config/markets/locales, lower case, in config order. */
  locales: string[];
  /** Boolean feature flags a persona can have (schemas/persona.schema.json). */
  flags: FlagSummary[];
}

/** What the preview shows: a persona with the choices made in the page. */
export interface ViewRequest {
  persona: string;
  locale?: string;
  design?: 'v1' | 'v2';
  /** Flag overrides: true on, false off; absent flags keep the persona's value. */
  flags?: Record<string, boolean>;
  /** Path of the page shown (default: the persona's page, moved to the locale). */
  page?: string;
  /** The time to resolve at, in the market's time of the locale ("2026-12-01T08:00"); default the real time. */
  at?: string;
  /** false leaves out `targets` and `hidden` (matrix cells only draw). */
  explain?: boolean;
}

/** A menu item of the locale's menu that this persona does not see, and why. */
export interface HiddenItem {
  id: string;
  title: string;
  /** nav.public, nav.private, nav.corporate, actions.public, actions.private or account. */
  section: string;
  /** The first reason that fails, in words, with its file:line:col when it has one. */
  because: string;
  /**
   * `rule`: a rule of the item, a parent or the reduced account menu does not hold (the
   * interesting kind); `layout`: the header variant does not show the item's menu section.
   */
  kind: 'rule' | 'layout';
  explanation: Explanation;
}

/** `GET /__preview/api/view`: one resolved view and its explanations. */
export interface PreviewView {
  version: number;
  persona: PersonaSummary;
  /** The choices as applied: the locale, design version, page and flags the engine saw. */
  applied: { locale: string; design: 'v1' | 'v2'; page: string; flags: Record<string, unknown> };
  viewModel: ViewModel;
  /** UI strings of the view's language and its fallbacks, from the same config as the view. */
  strings: StringResources;
  redirect: Explanation;
  /** Explanations by target key (see targetKey): item:<id>, logo:<id>, part:<kind>, banner, balance, header. */
  targets: Record<string, Explanation[]>;
  hidden: HiddenItem[];
}

/** The page asks a frame to draw a view. */
export interface RenderMessage {
  type: 'preview:render';
  viewModel: ViewModel;
  strings: StringResources;
  pathname: string;
}

/** A frame reports the thing under the pointer or the focus (a target key), or a followed link. */
export type FrameMessage = { type: 'preview:target'; key: string } | { type: 'preview:navigate'; path: string };

/** Names of the targets a frame can report; the Node side explains the same keys. */
export const targetKey = {
  item: (id: string) => `item:${id}`,
  logo: (id: string) => `logo:${id}`,
  part: (kind: string) => `part:${kind}`,
  banner: 'banner',
  balance: 'balance',
  header: 'header',
} as const;

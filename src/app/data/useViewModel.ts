/**
 * The page's view model: page context + flags + (for a logged-in user) the customer's
 * service data, through the engine's code path of `resolve(config, deriveFacts(data, config), data)`
 * (the CLI's), in parts: the facts and resolvers only a customer needs come with the customer's
 * data (customer-kit.ts), the footer is resolved by its own chunk (app/boot/footer/). Memoised on its inputs, so a re-render without new data resolves nothing.
 *
 * While a logged-in user's data loads, the page resolves as a private header without a
 * customer and `loading` is true: the Header draws its skeleton. The authentication gate
 * must not fire then, nor when their data could not be loaded; `gate` is only true once the
 * engine answered `logo-only` for a page nobody is logged in for.
 */
import { useMemo } from 'react';
import { resolvePageView, viewContext, type PageView } from '../../engine/resolve/view.ts';
import type { ResolveContext } from '../../engine/resolve/context.ts';
import { BLOCK_RESOLVERS } from '../../blocks/resolvers.generated.ts';
import { deriveViewFacts } from '../../engine/facts/view-facts.ts';
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import type { FeatureFlags, PageContext } from '../../engine/types/persona.ts';
import { isApiError } from '../api/api-error.ts';
import { anonymousData } from './anonymous-data.ts';
import { customerConfig } from './customer-config.ts';
import type { CustomerKit } from '../customer/customer-kit.ts';
import type { CustomerPartsState } from './useCustomerParts.ts';

export interface ViewModelState {
  /** Everything but the footer, which the footer's own chunk resolves in `context` (app/boot/footer/). */
  viewModel: PageView;
  context: ResolveContext;
  loading: boolean;
  /** Customer area without a login: show the "please log in" fallback (spec 4 gate). */
  gate: boolean;
  customerError: unknown;
}

/**
 * `kit`: the customer resolvers and the assembly of service answers, which arrive with the
 * customer's data (their own chunk in the browser): ready parts always come with it.
 */
export function viewModelFor(
  config: CompiledConfig,
  context: PageContext,
  flags: FeatureFlags,
  parts: CustomerPartsState,
  kit: CustomerKit | null,
): ViewModelState {
  if (parts.status === 'ready' && kit) {
    const data = kit.assemble(parts.parts, context, flags);
    const whole = kit.part ? customerConfig(config, kit.part) : config;
    const ctx = viewContext(whole, deriveViewFacts(data, whole, kit.facts), data, BLOCK_RESOLVERS, kit.resolvers);
    return { viewModel: resolvePageView(ctx), context: ctx, loading: false, gate: false, customerError: null };
  }
  const loading = parts.status === 'loading';
  const data = loading ? { ...anonymousData({ ...context, headerType: 'private' }, flags), loading: true } : anonymousData(context, flags);
  // Nobody's customer facts: the code that derives them comes with the customer's data.
  const ctx = viewContext(config, deriveViewFacts(data, config, null), data, BLOCK_RESOLVERS, null);
  const viewModel = resolvePageView(ctx);
  return {
    viewModel,
    context: ctx,
    loading,
    // Only a visitor gets the login prompt: a signed-in customer whose data is loading, or could
    // not be loaded (the page says so, with a retry), is logged in all the same (spec 4 gate).
    // A 401 is the service saying the session is over (ended elsewhere): nobody is logged in.
    gate: (parts.status === 'anonymous' || (parts.status === 'error' && sessionEnded(parts.error))) && viewModel.gate === 'login',
    customerError: parts.status === 'error' ? parts.error : null,
  };
}

function sessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export function useViewModel(
  config: CompiledConfig,
  context: PageContext,
  flags: FeatureFlags,
  parts: CustomerPartsState,
  kit: CustomerKit | null,
): ViewModelState {
  return useMemo(() => viewModelFor(config, context, flags, parts, kit), [config, context, flags, parts, kit]);
}

/**
 * Whether the page's body gives way (view model `gate`): spec 8, a 403 from the customer service
 * drops the authorization, and the page says so; spec 4, a customer-area page without a login
 * (the header variant logo-only, config/headers/headers.yaml) shows the login prompt.
 */
import type { Header, ViewModel } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';

export function resolveGate(ctx: ResolveContext, header: Header): NonNullable<ViewModel['gate']> | null {
  if (ctx.data.customerStatus === 403 && ctx.facts.page.kind !== 'login') return 'forbidden';
  return header.variant === 'logo-only' ? 'login' : null;
}

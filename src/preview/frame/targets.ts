/**
 * Which explained thing an element of the drawn view belongs to, by the markers the real
 * components already put in the DOM (data-item-id, data-logo-id, data-part) and their
 * class names where there is no marker. The innermost wins: a menu item inside the header is
 * the item, the header around it only when nothing more specific is there.
 */
import type { ViewModel } from '../../engine/types/view-model.ts';
import { targetKey } from '../protocol.ts';

export function targetOf(element: Element | null, viewModel: ViewModel): string | null {
  if (!element) return null;
  const item = element.closest('[data-item-id]');
  if (item) return targetKey.item(item.getAttribute('data-item-id') ?? '');
  // The avatar button draws the my-account action without an item marker of its own.
  if (element.closest('.ph-account__trigger')) {
    const myAccount = viewModel.header.actions.find((action) => action.type === 'my-account');
    if (myAccount) return targetKey.item(myAccount.id);
  }
  const logo = element.closest('[data-logo-id]');
  if (logo) return targetKey.logo(logo.getAttribute('data-logo-id') ?? '');
  if (element.closest('.ph-balance')) return targetKey.balance;
  if (element.closest('.pc-banner')) return targetKey.banner;
  const part = element.closest('[data-part]');
  if (part) return targetKey.part(part.getAttribute('data-part') ?? '');
  if (element.closest('.ph-header')) return targetKey.header;
  return null;
}

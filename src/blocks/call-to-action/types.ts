/** A call to action's shapes: one link, its href made final per request. */
import type { BlockBase, Localized } from '../../engine/pages/block-base.ts';

export interface CallToActionBlockConfig extends BlockBase {
  type: 'call-to-action';
  text: Localized;
  href: string;
  style?: 'primary' | 'secondary';
  newTab?: boolean;
}
export interface CompiledCallToActionBlock {
  type: 'call-to-action';
  text: string;
  href: string;
  style: 'primary' | 'secondary';
  newTab?: boolean;
}
export interface CallToActionBlock {
  type: 'call-to-action';
  id?: string;
  text: string;
  href: string;
  style: 'primary' | 'secondary';
  newTab?: boolean;
}

/** The login block's shapes: no settings; the app draws the form. */
import type { BlockBase } from '../../engine/pages/block-base.ts';

export interface LoginBlockConfig extends BlockBase {
  type: 'login';
}
export interface CompiledLoginBlock {
  type: 'login';
}
/** Drawn by the app: the OpenID Connect sign-in (app/pages/SignInBlock.tsx). */
export interface LoginBlock {
  type: 'login';
  id?: string;
}

/**
 * The bank page's block component. Its default export makes it a lazy chunk of its own, apart
 * from the offer list's and the offer page's. Without the build's data (config compiled without
 * the catalogue) it draws nothing.
 */
import type { BankProfileBlock } from './types.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { BankProfile } from './BankProfile.tsx';

export default function View({ block, locale }: BlockProps<BankProfileBlock>) {
  if (!block.data) return null;
  return <BankProfile data={block.data} locale={locale} />;
}

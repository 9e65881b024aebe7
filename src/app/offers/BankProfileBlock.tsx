/**
 * The bank page's block component (src/blocks/bank-profile/View.tsx re-exports it): a chunk of its
 * own, apart from the offer list's and the offer page's. Without the build's data (config compiled
 * without the catalogue) it draws nothing.
 */
import type { BankProfileBlock as BankProfileBlockData } from '../../blocks/bank-profile/types.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { BankProfile } from './BankProfile.tsx';

export default function BankProfileBlock({ block, locale }: BlockProps<BankProfileBlockData>) {
  if (!block.data) return null;
  return <BankProfile data={block.data} locale={locale} />;
}

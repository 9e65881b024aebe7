/** The market list: links from the view model, final already. */
import { useTranslation } from '../../render/i18n/useTranslation.tsx';
import { MarketList } from '../../render/country/MarketList.tsx';
import type { BlockProps } from '../../render/page/block-props.ts';
import type { MarketsBlock } from './types.ts';

export function View({ block, locale }: BlockProps<MarketsBlock>) {
  const { t } = useTranslation('common');
  return <MarketList markets={block.markets} currentLocale={locale} label={t('countryPickerTitle')} />;
}

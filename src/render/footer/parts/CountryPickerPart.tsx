/** Country picker slot of the footer (spec 2.6, 2.7); the picker itself lives in render/country. */
import type { CountryPickerPart as CountryPickerPartModel } from '../../../engine/types/view-model.ts';
import { CountryPicker } from '../../country/CountryPicker.tsx';
import type { FooterPartProps } from '../part-props.ts';

export function CountryPickerPart({ env }: FooterPartProps<CountryPickerPartModel>) {
  return (
    <div className="pf-country">
      <CountryPicker markets={env.markets} locale={env.locale} onSelectMarket={env.onSelectMarket} />
    </div>
  );
}

export { CountryPicker, type CountryPickerProps } from './CountryPicker.tsx';
export { CountryDropdown, type CountryDropdownProps } from './CountryDropdown.tsx';
export { CountryModal, type CountryModalProps } from './CountryModal.tsx';
export { CountryBanner, type CountryBannerProps } from './CountryBanner.tsx';
export { MarketList, type MarketListProps } from './MarketList.tsx';
export {
  usePreferredLocale,
  readPreferredLocale,
  writePreferredLocale,
  PREFERRED_LOCALE_KEY,
  type PreferredLocale,
} from './preferred-locale.ts';
export { useMediaQuery } from './use-media-query.ts';

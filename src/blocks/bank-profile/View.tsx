/** Drawn by the app's bank page component (src/app/offers/BankProfileBlock.tsx): it refreshes the bank's offers as the offer list does. */
export { default as View } from '../../app/offers/BankProfileBlock.tsx';

export const LAZY = true;

/**
 * The banks list block's data as the view model names it (src/blocks/bank-list/types.ts). Its own
 * module that imports nothing, as block-data-types.ts is: the view-model types are imported by the
 * modules facts and rules are made of, so naming banks.ts there would close a cycle.
 */

/** One entry of the banks list, everything in words for the page's locale. */
export interface BankListEntry {
  id: string;
  name: string;
  /** The flag's code (render/blocks/FlagIcon.tsx). */
  flag: string;
  /** The country in words ("Finnland"). */
  country: string;
  /** The bank's page. */
  href: string;
}

/** The banks list block's data, written by the build (tools/offers/offer-build.ts). */
export interface BankListData {
  banks: BankListEntry[];
}

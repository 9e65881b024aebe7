/**
 * The components' way to their texts: `const { t } = useTranslation('header')`, the call shape
 * of react-i18next, over the page's UiStrings (ui-strings.ts) given once by UiStringsProvider.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createUiStrings, type TextValues, type UiStrings } from './ui-strings.ts';

/** Without a provider (a component rendered on its own), every text is its key, as i18next answers. */
const NO_STRINGS = createUiStrings('en');

const UiStringsContext = createContext<UiStrings>(NO_STRINGS);

export function UiStringsProvider({ strings, children }: { strings: UiStrings; children?: ReactNode }) {
  return <UiStringsContext.Provider value={strings}>{children}</UiStringsContext.Provider>;
}

export type Translate = (key: string, values?: TextValues) => string;

export function useTranslation(namespace: string): { t: Translate; language: string } {
  const strings = useContext(UiStringsContext);
  return useMemo(() => ({ t: (key, values) => strings.text(namespace, key, values), language: strings.language }), [strings, namespace]);
}

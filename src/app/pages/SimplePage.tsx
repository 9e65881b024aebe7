/** A page body that only names the page (customer routes, register, content stand-ins). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SimplePageProps {
  titleKey: string;
  textKey?: string;
  children?: ReactNode;
}

export function SimplePage({ titleKey, textKey, children }: SimplePageProps) {
  const { t } = useTranslation('app');
  return (
    <>
      <h1>{t(titleKey)}</h1>
      {textKey && <p>{t(textKey)}</p>}
      {children}
    </>
  );
}

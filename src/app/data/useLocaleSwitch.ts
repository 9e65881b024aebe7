/**
 * Spec 4 (authentication gate): the customer's distribution channel can force its market's
 * locale. The engine decides (`viewModel.localeSwitch`, config/rules/redirects.yaml); the app
 * obeys with location.replace, and does so BEFORE any required-action redirect: that redirect
 * is held back while a switch is pending and resolves again on the page in the new locale.
 * Only loaded customer data can ask for a switch (a loading page has no customer yet).
 */
import { useEffect, useRef } from 'react';
import type { Redirect, ViewModel } from '../../engine/types/view-model.ts';
import type { AppHistory } from '../routes/navigation.ts';

export type LocaleSwitch = NonNullable<ViewModel['localeSwitch']>;

export interface PageNavigation {
  /** Leave for the customer's locale first … */
  localeSwitch: LocaleSwitch | null;
  /** … else obey the required-action redirect (null while a locale switch is pending). */
  redirect: Redirect;
}

/** Which of the view model's navigations the app obeys now. */
export function pageNavigation(viewModel: Pick<ViewModel, 'localeSwitch' | 'redirect'>, customerDataReady: boolean): PageNavigation {
  const localeSwitch = customerDataReady ? (viewModel.localeSwitch ?? null) : null;
  return { localeSwitch, redirect: localeSwitch ? null : viewModel.redirect };
}

/** Replaces the location with the switch's href, once per target. */
export function useLocaleSwitch(localeSwitch: LocaleSwitch | null, history: Pick<AppHistory, 'replace'>): void {
  const started = useRef<string | null>(null);
  const href = localeSwitch?.href ?? null;
  useEffect(() => {
    if (!href || started.current === href) return;
    started.current = href;
    history.replace(href);
  }, [href, history]);
}

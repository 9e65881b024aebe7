/**
 * Centred container. Max width by design (spec 2.9): v1 1320px; v2 1272px before login and
 * 1200px after login. The widths are tokens in theme/tokens.css.
 */
import type { ReactNode } from 'react';
import type { DesignVersion } from './design-version.ts';
import { cx } from './cx.ts';
import './blocks.css';

export interface ContainerProps {
  designVersion: DesignVersion;
  loggedIn?: boolean;
  className?: string;
  children: ReactNode;
}

export function containerVariant(designVersion: DesignVersion, loggedIn: boolean): string {
  if (designVersion === 'v1') return 'pb-container--v1';
  return loggedIn ? 'pb-container--v2-private' : 'pb-container--v2-public';
}

export function Container({ designVersion, loggedIn = false, className, children }: ContainerProps) {
  return <div className={cx('pb-container', containerVariant(designVersion, loggedIn), className)}>{children}</div>;
}

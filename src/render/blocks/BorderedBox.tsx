/** Bordered box with rounded corners (spec 2.9). */
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import './blocks.css';

export interface BorderedBoxProps {
  as?: 'div' | 'section' | 'aside';
  className?: string;
  children: ReactNode;
}

export function BorderedBox({ as: Tag = 'div', className, children }: BorderedBoxProps) {
  return <Tag className={cx('pb-box', className)}>{children}</Tag>;
}

/** Horizontal rule between sections; `decorative` hides it from assistive technology. */
import { cx } from './cx.ts';
import './blocks.css';

export interface DividerProps {
  decorative?: boolean;
  className?: string;
}

export function Divider({ decorative = false, className }: DividerProps) {
  return <hr className={cx('pb-divider', className)} aria-hidden={decorative || undefined} />;
}

/**
 * Padded wrapper with an optional background colour (spec 2.9). The newer design (v2)
 * pads more on large screens; that lives in CSS so server HTML needs no measuring.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { DesignVersion } from './design-version.ts';
import { cx } from './cx.ts';
import './blocks.css';

export interface PaddedContentProps {
  designVersion: DesignVersion;
  /** Any CSS colour from config; the caller picks one that keeps text contrast. */
  background?: string;
  as?: 'div' | 'section';
  className?: string;
  children: ReactNode;
}

export function PaddedContent({ designVersion, background, as: Tag = 'div', className, children }: PaddedContentProps) {
  const style = background ? ({ '--pb-padded-bg': background } as CSSProperties) : undefined;
  return (
    <Tag className={cx('pb-padded', `pb-padded--${designVersion}`, background && 'pb-padded--bg', className)} style={style}>
      {children}
    </Tag>
  );
}

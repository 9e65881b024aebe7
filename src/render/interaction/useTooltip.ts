/**
 * A tooltip for an info button: shows on hover, focus and click (a tap on touch devices,
 * which have no hover), hides on Escape, pointer leave and blur. Click only shows: on a
 * pointer device the hover already opened it, and a toggle would close it under the hand.
 * The tooltip stays in the DOM so aria-describedby always resolves.
 */
import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { CLOSE_KEYS } from './keys.ts';
import type { DataState } from './useDropdown.ts';

export interface TooltipTriggerProps {
  type: 'button';
  'aria-describedby': string;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  id: string;
  role: 'tooltip';
  hidden: boolean;
  'data-state': DataState;
}

export function useTooltip(): { isOpen: boolean; triggerProps: TooltipTriggerProps; tooltipProps: TooltipProps } {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  return {
    isOpen,
    triggerProps: {
      type: 'button',
      'aria-describedby': `${id}-tooltip`,
      onPointerEnter: show,
      onPointerLeave: hide,
      onFocus: show,
      onBlur: hide,
      onClick: show,
      onKeyDown: (event) => {
        if (isOpen && CLOSE_KEYS.includes(event.key)) {
          event.preventDefault();
          hide();
        }
      },
    },
    tooltipProps: { id: `${id}-tooltip`, role: 'tooltip', hidden: !isOpen, 'data-state': isOpen ? 'open' : 'closed' },
  };
}

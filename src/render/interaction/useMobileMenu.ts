/**
 * The full-screen mobile panel: a disclosure that locks page scroll while open, closes on
 * Escape (focus back to the toggle), on an item click, and when the window grows past the
 * large breakpoint (where the panel is not shown and the lock would strand the page).
 */
import { useCallback, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { CLOSE_ON_CLICK_SELECTOR, LARGE_BREAKPOINT_PX } from './constants.ts';
import { CLOSE_KEYS } from './keys.ts';
import { useDisclosure, type DisclosurePanelProps, type DisclosureTriggerProps } from './useDisclosure.ts';
import { useOnMediaMatch } from './useMediaQuery.ts';
import { useScrollLock } from './useScrollLock.ts';

export interface MobileMenu {
  isOpen: boolean;
  close: () => void;
  toggleProps: DisclosureTriggerProps & { ref: (element: HTMLButtonElement | null) => void };
  panelProps: DisclosurePanelProps & {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onClick: (event: MouseEvent<HTMLElement>) => void;
  };
}

export function useMobileMenu(): MobileMenu {
  const disclosure = useDisclosure();
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const { isOpen, close } = disclosure;

  useScrollLock(isOpen);
  useOnMediaMatch(`(min-width: ${LARGE_BREAKPOINT_PX}px)`, isOpen, close);

  const closeAndReturnFocus = useCallback(() => {
    close();
    toggleRef.current?.focus();
  }, [close]);

  return {
    isOpen,
    close,
    toggleProps: {
      ...disclosure.triggerProps,
      ref: (element) => {
        toggleRef.current = element;
      },
    },
    panelProps: {
      ...disclosure.panelProps,
      onKeyDown: (event) => {
        if (!CLOSE_KEYS.includes(event.key)) return;
        event.preventDefault();
        closeAndReturnFocus();
      },
      onClick: (event) => {
        if (event.target instanceof Element && event.target.closest(CLOSE_ON_CLICK_SELECTOR)) close();
      },
    },
  };
}

/**
 * Behaviour of one dropdown in a group (React Aria's useMenuTrigger idea): returns prop bags
 * for the wrapper, the trigger, the panel and (menu button pattern) the menu list.
 * Components spread them and decide nothing about opening, closing or focus.
 *
 * Contract (spec 4 "Header interaction"):
 * - one dropdown of the group open at a time (the group state holds a single open id);
 * - pointer devices open on hover after HOVER_ENTER_DELAY_MS, touch devices by click;
 * - Enter, Space or ArrowDown on the trigger open and focus the first item, ArrowUp the last;
 * - inside the panel the NEXT/PREV/FIRST/LAST key tables move focus;
 * - closes on click-away, Escape (focus back to the trigger), focus leaving, or item click;
 * - aria-controls only while open (Radix), data-state="open|closed" for styling.
 */
import { useCallback, useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { CLOSE_ON_CLICK_SELECTOR, HOVER_ENTER_DELAY_MS, ITEM_SELECTOR } from './constants.ts';
import { listFocusTarget, moveFocus } from './focus.ts';
import { CLOSE_KEYS, OPEN_FIRST_KEYS, OPEN_LAST_KEYS } from './keys.ts';
import type { DropdownGroupState, FocusStrategy } from './useDropdownGroupState.ts';
import { useClickAway } from './useClickAway.ts';

export type DataState = 'open' | 'closed';

export interface DropdownOptions {
  state: DropdownGroupState;
  /** 'disclosure' for site navigation, 'menu' for the menu button pattern. */
  kind: 'disclosure' | 'menu';
  /** Open on hover (pointer devices only). */
  openOnHover: boolean;
  isTouch: boolean;
}

export interface WrapperProps {
  ref: (element: HTMLElement | null) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  'data-state': DataState;
}

export interface TriggerProps {
  ref: (element: HTMLButtonElement | null) => void;
  id: string;
  type: 'button';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-haspopup'?: 'menu';
  'data-state': DataState;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerLeave: () => void;
}

export interface PanelProps {
  ref: (element: HTMLElement | null) => void;
  id?: string;
  hidden: boolean;
  'data-state': DataState;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface MenuListProps {
  id: string;
  role: 'menu';
  'aria-labelledby': string;
}

export interface DropdownBehaviour {
  isOpen: boolean;
  close: () => void;
  wrapperProps: WrapperProps;
  triggerProps: TriggerProps;
  panelProps: PanelProps;
  /** Only meaningful for kind 'menu': the element with role="menu" that aria-controls names. */
  menuProps: MenuListProps;
}

export function useDropdown({ state, kind, openOnHover, isTouch }: DropdownOptions): DropdownBehaviour {
  const id = useId();
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  const isOpen = state.isOpen(panelId);
  const dataState: DataState = isOpen ? 'open' : 'closed';

  const wrapperRef = useRef<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Enter/Space open through the native click that follows the key; remember that the key
  // asked for the first item so the click handler can pass it on.
  const keyboardFocus = useRef<FocusStrategy>(null);
  // Handlers run after renders; read the latest state instead of a stale closure.
  const latest = useRef(state);
  latest.current = state;

  const cancelHover = useCallback(() => {
    if (hoverTimer.current !== null) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  }, []);
  useEffect(() => cancelHover, [cancelHover]);

  const close = useCallback(() => latest.current.close(panelId), [panelId]);
  const closeAndReturnFocus = useCallback(() => {
    latest.current.close(panelId);
    triggerRef.current?.focus();
  }, [panelId]);

  useClickAway(isOpen, wrapperRef, close);

  // Apply a pending focus request once the panel is visible.
  const { focusStrategy, clearFocusStrategy } = state;
  useEffect(() => {
    if (!isOpen || focusStrategy === null) return;
    moveFocus(panelRef.current, ITEM_SELECTOR, focusStrategy);
    clearFocusStrategy();
  }, [isOpen, focusStrategy, clearFocusStrategy]);

  const wrapperProps: WrapperProps = {
    ref: (element) => {
      wrapperRef.current = element;
    },
    onBlur: (event) => {
      const next = event.relatedTarget;
      // A null relatedTarget is a click on nothing focusable or the window losing focus:
      // click-away handles the first, and the second should not close the menu.
      if (next instanceof Node && !wrapperRef.current?.contains(next)) close();
    },
    'data-state': dataState,
  };

  const triggerProps: TriggerProps = {
    ref: (element) => {
      triggerRef.current = element;
    },
    id: triggerId,
    type: 'button',
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? panelId : undefined,
    ...(kind === 'menu' ? { 'aria-haspopup': 'menu' as const } : {}),
    'data-state': dataState,
    onClick: () => {
      cancelHover();
      const focus = keyboardFocus.current;
      keyboardFocus.current = null;
      const current = latest.current;
      if (!current.isOpen(panelId)) {
        current.open(panelId, focus ? 'keyboard' : 'click', focus);
      } else if (current.reason === 'hover' && !isTouch) {
        // The pointer already opened it on the way to the click: clicking pins it open
        // instead of closing it under the user's hand.
        current.open(panelId, 'click');
      } else {
        current.close(panelId);
      }
    },
    onKeyDown: (event) => {
      const current = latest.current;
      if (OPEN_FIRST_KEYS.includes(event.key)) {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          current.open(panelId, 'keyboard', 'first');
        } else if (!current.isOpen(panelId)) {
          keyboardFocus.current = 'first';
        }
      } else if (OPEN_LAST_KEYS.includes(event.key)) {
        event.preventDefault();
        current.open(panelId, 'keyboard', 'last');
      } else if (CLOSE_KEYS.includes(event.key) && current.isOpen(panelId)) {
        event.preventDefault();
        current.close(panelId);
      }
    },
    onPointerEnter: (event) => {
      if (!openOnHover || isTouch || event.pointerType !== 'mouse') return;
      cancelHover();
      hoverTimer.current = setTimeout(() => {
        hoverTimer.current = null;
        if (!latest.current.isOpen(panelId)) latest.current.open(panelId, 'hover');
      }, HOVER_ENTER_DELAY_MS);
    },
    onPointerLeave: cancelHover,
  };

  const panelProps: PanelProps = {
    ref: (element) => {
      panelRef.current = element;
    },
    ...(kind === 'disclosure' ? { id: panelId } : {}),
    hidden: !isOpen,
    'data-state': dataState,
    onKeyDown: (event) => {
      if (CLOSE_KEYS.includes(event.key)) {
        event.preventDefault();
        event.stopPropagation();
        closeAndReturnFocus();
        return;
      }
      const target = listFocusTarget(event.key);
      if (target === null) return;
      if (moveFocus(panelRef.current, ITEM_SELECTOR, target)) event.preventDefault();
    },
    onClick: (event) => {
      if (!(event.target instanceof Element)) return;
      const item = event.target.closest(CLOSE_ON_CLICK_SELECTOR);
      if (!item || !panelRef.current?.contains(item)) return;
      // Links navigate away; an action button stays on the page, so focus goes back to
      // the trigger instead of being lost with the hidden panel.
      if (item.tagName === 'BUTTON') closeAndReturnFocus();
      else close();
    },
  };

  const menuProps: MenuListProps = { id: panelId, role: 'menu', 'aria-labelledby': triggerId };

  return { isOpen, close, wrapperProps, triggerProps, panelProps, menuProps };
}

/**
 * A plain show/hide toggle (React Aria's useDisclosure idea): mobile menu toggle and the
 * accordions of the mobile panel. The panel stays in the DOM (hidden) so aria-controls
 * always names an element and prerendered pages keep their links.
 */
import { useCallback, useId, useState } from 'react';
import type { DataState } from './useDropdown.ts';

export interface DisclosureTriggerProps {
  id: string;
  type: 'button';
  'aria-expanded': boolean;
  'aria-controls': string;
  'data-state': DataState;
  onClick: () => void;
}

export interface DisclosurePanelProps {
  id: string;
  hidden: boolean;
  'data-state': DataState;
}

export interface Disclosure {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
  triggerProps: DisclosureTriggerProps;
  panelProps: DisclosurePanelProps;
}

export function useDisclosure(initiallyOpen = false): Disclosure {
  const id = useId();
  const [isOpen, setOpen] = useState(initiallyOpen);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const dataState: DataState = isOpen ? 'open' : 'closed';
  return {
    isOpen,
    open,
    close,
    toggle,
    triggerProps: {
      id: `${id}-trigger`,
      type: 'button',
      'aria-expanded': isOpen,
      'aria-controls': `${id}-panel`,
      'data-state': dataState,
      onClick: toggle,
    },
    panelProps: { id: `${id}-panel`, hidden: !isOpen, 'data-state': dataState },
  };
}

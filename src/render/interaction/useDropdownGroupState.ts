/**
 * State only (React Stately's useMenuTriggerState idea): which dropdown of a group is open,
 * how it was opened, and where focus should go once its panel shows. One state object per
 * header makes "one dropdown open at a time" a property of the data, not of event timing.
 */
import { useCallback, useMemo, useState } from 'react';

export type OpenReason = 'hover' | 'click' | 'keyboard';
export type FocusStrategy = 'first' | 'last' | null;

interface Snapshot {
  openId: string | null;
  reason: OpenReason | null;
  focusStrategy: FocusStrategy;
}

export interface DropdownGroupState {
  readonly openId: string | null;
  readonly reason: OpenReason | null;
  /** Pending focus request for the open panel; the behaviour hook applies it after render. */
  readonly focusStrategy: FocusStrategy;
  isOpen(id: string): boolean;
  open(id: string, reason: OpenReason, focusStrategy?: FocusStrategy): void;
  /** Closes the given dropdown if it is the open one; without an id closes whichever is open. */
  close(id?: string): void;
  clearFocusStrategy(): void;
}

const CLOSED: Snapshot = { openId: null, reason: null, focusStrategy: null };

export function useDropdownGroupState(): DropdownGroupState {
  const [snapshot, setSnapshot] = useState<Snapshot>(CLOSED);

  const open = useCallback((id: string, reason: OpenReason, focusStrategy: FocusStrategy = null) => {
    setSnapshot({ openId: id, reason, focusStrategy });
  }, []);
  const close = useCallback((id?: string) => {
    setSnapshot((current) => (id === undefined || current.openId === id ? CLOSED : current));
  }, []);
  const clearFocusStrategy = useCallback(() => {
    setSnapshot((current) => (current.focusStrategy === null ? current : { ...current, focusStrategy: null }));
  }, []);

  return useMemo(
    () => ({
      ...snapshot,
      isOpen: (id: string) => snapshot.openId === id,
      open,
      close,
      clearFocusStrategy,
    }),
    [snapshot, open, close, clearFocusStrategy],
  );
}

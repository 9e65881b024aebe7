/**
 * For tests that let React's own scheduler render (not act(): act flushes suspensions and lazy
 * parts at once, and hides what a real page does between them). Each test gets a fresh
 * container in the document; the root a test keeps in `root` is unmounted after it.
 */
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

export interface SchedulerContainer {
  container: HTMLElement;
  root: Root | null;
}

export function useSchedulerContainer(): SchedulerContainer {
  const state: SchedulerContainer = { container: document.createElement('div'), root: null };
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    state.container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    state.root?.unmount();
    state.root = null;
    state.container.remove();
    vi.restoreAllMocks();
  });
  return state;
}

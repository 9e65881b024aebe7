/**
 * The boundary around a lazily loaded part of the page (lazy.ts): Suspense while its chunk is on
 * its way, and, when the chunk cannot be loaded (the network dropped, or a deployment replaced
 * the hashed file the page asks for), the part's `failed` stand-in instead of an error that would
 * take the whole page down. React.lazy remembers a failed load, so the stand-in stays until the
 * page is loaded again; a stand-in that offers a retry reloads the page.
 */
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

export interface LazyBoundaryProps {
  children: ReactNode;
  /** While the chunk loads (a prerendered part keeps its HTML instead). */
  fallback?: ReactNode;
  /** When it could not be loaded; nothing by default. */
  failed?: ReactNode;
  /** Told once when it could not be loaded (the page may show the part's error state). */
  onFailed?: (error: unknown) => void;
  /** Names the part in the console message. */
  name: string;
}

interface State {
  error: unknown;
}

export class LazyBoundary extends Component<LazyBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.name} could not be loaded`, error, info.componentStack);
    this.props.onFailed?.(error);
  }

  override render(): ReactNode {
    if (this.state.error) return this.props.failed ?? null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}

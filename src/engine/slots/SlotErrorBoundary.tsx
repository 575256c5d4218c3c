import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Tile id and widget name, for the log line (never the error's text, which may hold personal data). */
  tileId: string;
  widget: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps one tile's failure (a throw while loading or rendering) inside that tile. */
export class SlotErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    console.warn(`[TileSlot] tile "${this.props.tileId}" (widget "${this.props.widget}") failed and shows its error state.`);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The preview's state from the Node side, over one server-sent event stream: sent on connect
 * and after every reload of config/ or personas/. EventSource reconnects by itself when the
 * server restarts; meanwhile the page says the connection is lost and keeps what it shows.
 */
import { useEffect, useState } from 'react';
import { PREVIEW_API, type PreviewState } from '../protocol.ts';

export type Connection = 'connecting' | 'open' | 'lost';

export function usePreviewState(): { state: PreviewState | null; connection: Connection } {
  const [state, setState] = useState<PreviewState | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  useEffect(() => {
    const source = new EventSource(`${PREVIEW_API}events`);
    source.addEventListener('state', (event) => {
      setState(JSON.parse((event as MessageEvent<string>).data) as PreviewState);
      setConnection('open');
    });
    source.addEventListener('error', () => setConnection('lost'));
    return () => source.close();
  }, []);
  return { state, connection };
}

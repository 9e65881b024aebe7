/**
 * A frame of the viewport's real size (so the components' media queries see a phone or a
 * desktop), scaled down to fit. It loads frame.html once and is sent each new view; it
 * reports what is hovered or focused and which link was followed.
 */
import { useEffect, useRef, useState } from 'react';
import type { FrameMessage, RenderMessage } from '../protocol.ts';

export interface PreviewFrameProps {
  title: string;
  width: number;
  height: number;
  /** 1 draws at full size; 0.25 a quarter. */
  scale: number;
  render: RenderMessage | null;
  onMessage?: (message: FrameMessage) => void;
}

const FRAME_URL = new URL('frame.html', document.baseURI).href;

export function PreviewFrame({ title, width, height, scale, render, onMessage }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (loaded && render) frame.current?.contentWindow?.postMessage(render, window.location.origin);
  }, [loaded, render]);

  useEffect(() => {
    if (!onMessage) return;
    const listen = (event: MessageEvent<FrameMessage>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === 'preview:target' || event.data?.type === 'preview:navigate') onMessage(event.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onMessage]);

  // Sizes are set through the CSSOM (style props), which the CSP's style-src does not govern.
  return (
    <div className="pv-frame" style={{ width: width * scale, height: height * scale }}>
      <iframe ref={frame} title={title} src={FRAME_URL} width={width} height={height} style={{ transform: `scale(${scale})` }} onLoad={() => setLoaded(true)} />
    </div>
  );
}

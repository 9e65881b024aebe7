/**
 * How consent (tracking/consent.ts) loads an external script: in the browser a script element in
 * the document head (main.tsx); tests pass a recorder. Apart from consent.ts, which is a chunk of
 * its own, because main.tsx makes the loader at start.
 */
export type ScriptLoader = (src: string, attributes?: Record<string, string>) => void;

export function createDomScriptLoader(doc: Document): ScriptLoader {
  return (src, attributes = {}) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    doc.head.append(script);
  };
}

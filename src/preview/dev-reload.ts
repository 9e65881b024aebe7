/**
 * `npm run dev` only (import.meta.hot is undefined in a build, so this is dropped there).
 *
 * When config/ changes, the portal-config plugin asks every page to reload (the portal app has
 * the compiled config built in), with a reload message that names no path. The preview needs
 * no reload: it follows config/ over its own event stream and keeps what it shows, the hovered
 * explanation included. So it points that one kind of reload at a page that is not this one,
 * which Vite's client then skips. Vite's own reloads (new dependencies, edited HTML) always
 * name a path ('*' or the file) and still reload the preview.
 */
if (import.meta.hot) {
  import.meta.hot.on('vite:beforeFullReload', (payload: { path?: string }) => {
    if (payload.path === undefined) payload.path = '/__preview/follows-config-over-its-event-stream.html';
  });
}

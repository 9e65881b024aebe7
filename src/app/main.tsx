// Placeholder entry: the app wiring (routes, data loading, session) replaces this.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<p>Portal starting…</p>);

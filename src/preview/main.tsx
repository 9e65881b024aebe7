/**
 * The preview page entry (local portal only: `npm start` and `npm run dev` serve it under
 * /__preview/; the production build has no trace of it).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './dev-reload.ts';
import { PreviewApp } from './page/PreviewApp.tsx';
import './preview.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PreviewApp />
    </StrictMode>,
  );
}

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal build. The config plugin (validating and compiling config/ at build time) is
// added by the config-as-data core; the browser never ships ajv or the YAML parser.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});

import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

// The client is served by `arbiter serve` from packages/web/dist (the server's static hook);
// `npm run dev -w @arbiter/web` proxies the API and the WebSocket to a server on port 8080.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [preact()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000, sourcemap: false },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});

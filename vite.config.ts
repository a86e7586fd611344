import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// The client is served by the Fastify server in production: built assets live under /static/
// (spec section 2), so Vite's base is /static/ and index.html is the fallback of every route.
export default defineConfig(({ command }) => ({
  // In dev the app is served from / with hot reload; the build lives under /static/.
  base: command === 'build' ? '/static/' : '/',
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/local': apiTarget,
      '/static/media': apiTarget,
      '/sandbox': apiTarget,
    },
  },
}));

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';
import { preloadRoute } from './route-preload-plugin.ts';

/**
 * `@app/contract/<file>.ts` reaches one contract module without the package index, so code on
 * the login route can use messages and enums without pulling zod and every schema in.
 */
export const contractModuleAlias = {
  find: /^@app\/contract\/(.+)$/,
  replacement: `${fileURLToPath(new URL('../../packages/contract/src/', import.meta.url))}$1`,
};

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/files': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    react(),
    // Most first visits land on /login: its lazy chunks download with the entry.
    preloadRoute(['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx']),
    // Brotli and gzip copies of the build's text files, served by the server as they are.
    precompress(),
  ],
  resolve: { alias: [contractModuleAlias] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * The creators' public pages are pages of their own (apply.html, invite.html: plain
 * TypeScript under src/public-pages, never the team app). The server sends them for
 * /apply/* and /invite/* (apps/server http/web-app.ts); the dev and preview servers do the same.
 */
const publicPages: Record<string, string> = { apply: 'apply.html', invite: 'invite.html' };

function servePublicPages(): Plugin {
  const rewrite = (req: { url?: string; headers: { accept?: string } }) => {
    const first = /^\/([a-z]+)\/[^/?]+\/?(?:\?.*)?$/.exec(req.url ?? '')?.[1];
    const page = first ? publicPages[first] : undefined;
    if (page && (req.headers.accept ?? '').includes('text/html')) {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      req.url = `/${page}${query}`;
    }
  };
  return {
    name: 'creatorhub-public-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        rewrite(req);
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        rewrite(req);
        next();
      });
    },
  };
}

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The public pages share their head and body markup: a page writes `<!-- partial:NAME -->`
 * on a line of its own where partials/NAME.html goes, so that markup is written once. It runs
 * before Vite reads the page, which is then built as if the markup were written in place.
 */
function htmlPartials(): Plugin {
  const partial = (indent: string, name: string) =>
    readFileSync(`${webRoot}partials/${name}.html`, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => indent + line)
      .join('\n');
  return {
    name: 'creatorhub-html-partials',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/^( *)<!-- partial:([a-z-]+) -->$/gm, (_, indent, name) =>
          partial(indent, name),
        ),
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // Most first visits land on /login: its lazy chunks download with the entry.
    preloadRoute(['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx']),
    // Brotli and gzip copies of the build's text files, served by the server as they are.
    precompress(),
    servePublicPages(),
    htmlPartials(),
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
    rolldownOptions: {
      input: {
        // The team app's entry keeps the name `index` (login.html prefetches assets/index-*).
        index: `${webRoot}index.html`,
        ...Object.fromEntries(
          Object.entries(publicPages).map(([name, file]) => [name, `${webRoot}${file}`]),
        ),
      },
    },
  },
});

import './zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { session } from './api/session/session.ts';
import { TOKEN_STORAGE_KEY } from './api/session/token.ts';
import { App } from './app/app.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';
import { loadRtlCache } from './theme/rtl-loader.ts';
import { readSettings } from './theme/settings/settings-store.ts';

// initial -> authenticated | unauthenticated, once, before the first render.
session.init();
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_STORAGE_KEY || event.key === null) session.syncFromStorage();
});

async function start() {
  // A right-to-left visitor gets the RTL styles before the first paint.
  if (readSettings().direction === 'rtl') await loadRtlCache().catch(() => null);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A prerendered page (the server's login.html, for a visitor without theme settings) is on
  // screen already: the app adopts its elements (hydrates) instead of drawing them again, once
  // the router can render that page, and in a transition: in short slices, so a slow phone's
  // main thread stays free for the visitor typing. A signed-in visitor is sent on, so nothing
  // is adopted.
  if (root.hasChildNodes() && session.getState().status !== 'authenticated') {
    await routerReady(router);
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();

import './zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from './api/session/session.ts';
import { TOKEN_STORAGE_KEY } from './api/session/token.ts';
import { App } from './app/app.tsx';
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
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

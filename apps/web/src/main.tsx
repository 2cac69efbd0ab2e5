// First: zod's configuration must exist before any schema is built (lib/zod-config.ts).
import './lib/zod-config';
import { SSR_STATE_ID } from '@arsamezat/shared/site/ssr';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
if (document.getElementById(SSR_STATE_ID)) {
  // A server-rendered page (decision 041) is hydrated; what that takes is its own chunk, which
  // the server preloads with the page's route chunks, so the first load of the shell stays small.
  void import('./app/hydrate').then(({ hydrateApp }) => hydrateApp(root));
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

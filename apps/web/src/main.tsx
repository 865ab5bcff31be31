import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { applyCspNonce } from './shared/csp-nonce';
import './index.css';
// DESIGN.md principle 5: a self-hosted Bengali font, so Bangla never falls back to missing glyphs. Only the
// Bengali subset is loaded, and a browser fetches a weight only when Bangla text on the page needs it.
import '@fontsource/hind-siliguri/bengali-400.css';
import '@fontsource/hind-siliguri/bengali-500.css';
import '@fontsource/hind-siliguri/bengali-600.css';
import '@fontsource/hind-siliguri/bengali-700.css';

applyCspNonce();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

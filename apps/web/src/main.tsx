import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { installZodDefaultMessages } from '@dokkho/contract/zod-messages';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { applyCspNonce } from './shared/csp-nonce';
import { activateCatalogs } from './shared/i18n/catalogs';
import { initialLocale } from './shared/i18n/locale';
import './index.css';

applyCspNonce();
// A check whose schema gives no message says a plain sentence with its Bangla, not zod's developer English.
installZodDefaultMessages();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render() {
  createRoot(container!).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

// The shell's strings (and those of every part already imported) load before the first paint, so the page
// never flashes in the other language. If they cannot load, the app still starts: the page's own chunk
// load then fails into the designed "did not load" state with its retry.
const locale = initialLocale();
activateCatalogs(locale)
  .catch(() => i18n.activate(locale))
  .finally(render);

// Two weights (600 is drawn with 700); the Devanagari files load only when Devanagari is on screen.
import '@fontsource/mukta/400.css';
import '@fontsource/mukta/700.css';
import 'shared-ui/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { initSession, queryClient, useLanguageStore } from 'shared-api';
import { App } from './app.tsx';
import { initShellI18n } from './i18n/init-shell-i18n.ts';
import { exposePortalGlobal } from './portal-global.ts';

const i18n = initShellI18n(useLanguageStore.getState().language);
exposePortalGlobal();
void initSession();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

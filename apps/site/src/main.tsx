import { SessionProvider } from '@manara/features/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startLocale } from './i18n';
import { AppRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A reader of Arabic gets its words before the first render: no English flashes first.
void startLocale().then(() =>
  createRoot(root).render(
    <StrictMode>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </StrictMode>,
  ),
);

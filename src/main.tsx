import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startApp } from './app/bootstrap.ts';
import { applyDesktopRedirect } from './app/desktopRedirect/applyDesktopRedirect.ts';
import './shared/styles/global.css';
import './shared/styles/ui.css';
import './app/shell/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Spec section 2: a desktop browser leaves for the desktop site when one is configured.
if (!applyDesktopRedirect()) {
  createRoot(container).render(
    <StrictMode>
      <App shell={startApp()} />
    </StrictMode>,
  );
}

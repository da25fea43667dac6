import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startApp } from './app/bootstrap.ts';
import { applyDesktopRedirect } from './app/desktopRedirect/applyDesktopRedirect.ts';
import { nextTask } from './shared/nextTask.ts';
import { appWorkers } from './app/workers/index.ts';
import { endUnclaimedEarlyWorkers, hasEarlyWorker } from './app/workers/earlyWorkers.ts';
import './shared/styles/global.css';
import './shared/styles/ui.css';
import './app/shell/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Issue 30: start-up in separate tasks, so none blocks the static first screen (index.html) for
 * long on a slow phone: the scripts' evaluation, then the shell (store, router, services), then
 * the first page, rendered as a transition so React draws it in slices and a tap in between
 * still reaches the static first screen.
 */
async function start(root: HTMLElement): Promise<void> {
  // A visit straight to the editor: index.html starts its workers (startRouteEarly, the font's
  // first, after a frame); the default font's slices load then, beside the page's chunks, not
  // when the page mounts.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!hasEarlyWorker('font')) return;
      // Imported here, not statically: only this route needs it, and index.html preloads it for it.
      void import('./editor/workers/fontClient.ts')
        .then(({ createFontClient }) => createFontClient(undefined, appWorkers.get('font')).warm())
        .catch(() => undefined);
    }, 0),
  );
  endUnclaimedEarlyWorkers();
  await nextTask();
  const shell = startApp();
  await nextTask();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App shell={shell} />
      </StrictMode>,
    );
  });
}

// Spec section 2: a desktop browser leaves for the desktop site when one is configured.
if (!applyDesktopRedirect()) void start(container);

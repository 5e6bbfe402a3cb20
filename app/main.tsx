import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { screenShellFile } from '../domain/screenShells';
import { App, loadFirstScreen } from './App';
import { FirstAnswers } from './data/query/firstAnswers';
import { firstAnswersOf, handToWorker, readFirstVisit } from './firstVisit';
import { startSync } from './data/syncTriggers';
import { registerServiceWorker } from './pwa/register';
import './styles.css';

const firstPull = startSync();
// Installing the service worker downloads every chunk of the app; on a first visit that waits for
// the first pull, so the two do not compete for the first rows.
void firstPull.then(registerServiceWorker);

/**
 * The page holds a screen's prerendered shell (scripts/prerender), drawn with the view's defaults, or
 * the server's render of the address's own view with its rows (a first visit). On its screen and view
 * it is hydrated, its nodes kept; otherwise (a view in the query string of a bare shell, or offline,
 * where one page answers every path) it is rendered over.
 */
function startApp(): void {
  const root = document.getElementById('root')!;
  const shell = root.dataset.shell;
  const firstVisit = readFirstVisit();
  if (shell && screenShellFile(shell) === screenShellFile(window.location.pathname) && (!window.location.search || firstVisit)) {
    // Hydration starts at once, so a click on the page is kept and replayed, but waits for the screen.
    const firstScreen = loadFirstScreen().catch(console.error);
    handToWorker(firstVisit);
    hydrateRoot(
      root,
      <StrictMode>
        <FirstAnswers value={firstAnswersOf(firstVisit)}>
          <App waitFor={firstScreen} />
        </FirstAnswers>
      </StrictMode>,
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

// In a task after the one that evaluated the app's code: together they make one long task on a slow
// phone, and a page answers no tap until a task ends.
setTimeout(startApp, 0);

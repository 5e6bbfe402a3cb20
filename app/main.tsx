import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startSync } from './data/syncTriggers';
import { registerServiceWorker } from './pwa/register';
import './styles.css';

const firstPull = startSync();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Installing the service worker downloads every chunk of the app; on a first visit that waits for
// the first pull, so the two do not compete for the first rows.
void firstPull.then(registerServiceWorker);

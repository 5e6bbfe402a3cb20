import { Suspense, type ReactElement } from 'react';
import { Outlet } from '@tanstack/react-router';
import { SnackbarRegion } from '../ui/Snackbar';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { StatusBar } from './StatusBar';
import { TopNav } from './TopNav';
import styles from './Shell.module.css';

export function Shell(): ReactElement {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      {/* Each hydrates on its own: a key or a tap before the app has taken over hydrates only what it lands in. */}
      <Suspense>
        <TopNav />
      </Suspense>
      <Suspense>
        <StatusBar />
      </Suspense>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <UpdatePrompt />
      <SnackbarRegion />
    </div>
  );
}

import type { ReactElement } from 'react';
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
      <TopNav />
      <StatusBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <UpdatePrompt />
      <SnackbarRegion />
    </div>
  );
}

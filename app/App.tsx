import { RouterProvider } from '@tanstack/react-router';
import { startSync } from './data/syncTriggers';
import { router } from './router';

startSync();

export function App() {
  return <RouterProvider router={router} />;
}

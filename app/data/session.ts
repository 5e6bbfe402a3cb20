import { useSyncExternalStore } from 'react';
import type { User } from '../../domain/types';
import { showSnackbar } from '../ui/snackbar';
import { api, ApiFailure } from './api';
import { getToken, loadStoredToken, storeToken } from './token';
import { dataWorker } from './dataWorker';
import { stopNotifyingThisDevice } from './push';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

export interface Session {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

/** Also the session in the page as built (app/prerender), which the client hydrates before its own. */
const SIGNED_OUT: Session = { token: null, user: null, isAuthenticated: false, isAdmin: false };
let current = SIGNED_OUT;
const listeners = new Set<() => void>();

function update(token: string | null, user: User | null): void {
  current = { token, user, isAuthenticated: Boolean(token), isAdmin: user?.role === 'admin' };
  listeners.forEach((listener) => listener());
}

export function getSession(): Session {
  return current;
}

export function useSession(): Session {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => SIGNED_OUT,
  );
}

/** Adopts the stored token, if any (SPEC §2 guard, step 1). */
export function adoptStoredToken(): void {
  const token = loadStoredToken();
  if (token !== current.token) update(token, null);
}

/**
 * Asks the server who the token belongs to. A refused token ends the session with SPEC's message;
 * with no connection the user last seen on this device stands, so the app keeps working offline.
 */
export async function refreshUser(): Promise<User | null> {
  const token = getToken();
  if (!token) return null;
  try {
    const { data: user } = await api<User>('/auth/me').catch((err: unknown) => {
      // A request cut off on its way (a page load in flight, a flaky link) gets one more try.
      if (err instanceof ApiFailure && err.status === null) return api<User>('/auth/me');
      throw err;
    });
    update(token, user);
    await dataWorker().rememberUser(user).catch(() => undefined);
    return user;
  } catch (err) {
    if (isRefusal(err)) {
      showSnackbar(SESSION_EXPIRED, { color: 'error' });
      await endSession();
      return null;
    }
    update(token, (await dataWorker().rememberedUser().catch(() => null)) ?? current.user);
    return current.user;
  }
}

/** The server turned the token down; a busy or unreachable server says nothing about it. */
function isRefusal(err: unknown): boolean {
  if (!(err instanceof ApiFailure) || err.status === null) return false;
  return err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
}

/** A new token (sign-in): stored, then the user refreshed. */
export async function setToken(token: string): Promise<User | null> {
  storeToken(token);
  update(token, null);
  return refreshUser();
}

async function endSession(): Promise<void> {
  storeToken(null);
  update(null, null);
  await dataWorker().rememberUser(null).catch(() => undefined);
}

/** Signs out here and revokes the session on the server (best effort: offline it ends locally); the device's notifications stop. */
export async function logout(): Promise<void> {
  await stopNotifyingThisDevice().catch((err: unknown) => console.warn('the push subscription was not removed', err));
  if (getToken()) await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
  await endSession();
}

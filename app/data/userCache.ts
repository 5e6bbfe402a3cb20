import type { User } from '../../domain/types';

const KEY = 'ba-times-user';

/** The signed-in user as last seen, so the app knows who is signed in while offline. */
export function cachedUser(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function cacheUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing is remembered, which only matters offline.
  }
}

import { TOKEN_STORAGE_KEY } from '../../domain/constants';

let token: string | null = null;

/** The session token: kept in memory, stored in localStorage under `token` (SPEC §9). */
export function getToken(): string | null {
  return token;
}

export function loadStoredToken(): string | null {
  token ??= readStorage();
  return token;
}

export function storeToken(value: string | null): void {
  token = value;
  try {
    if (value) localStorage.setItem(TOKEN_STORAGE_KEY, value);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode): the session then lasts as long as the tab.
  }
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

import type { ReactElement } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setToken } from '../data/session';

/** SPEC §2 "Auth callback": a token in the query is the new session, then /account; none means /login. */
export function AuthCallback(): ReactElement {
  const { token } = useSearch({ from: '/auth/callback' });
  const navigate = useNavigate();
  useEffect(() => {
    if (!token) {
      void navigate({ to: '/login', replace: true });
      return;
    }
    void setToken(token).then(() => navigate({ to: '/account', replace: true }));
  }, [token, navigate]);
  return <p role="status">Logging you in...</p>;
}

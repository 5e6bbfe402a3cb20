import type { ReactElement } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isSignInFailure } from '../../../domain/signIn';
import { finishLogin } from '../../data/signIn';
import { Page } from '../../ui/Page';

/** The code a sign-in came back with, read once and wiped from the address bar and history. */
function takeCode(): string | null {
  const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return code;
}

/** A sign-in returns here with a one-time code, traded for the session, then /account; without one, or refused, /login says why. */
export function AuthCallback(): ReactElement {
  const navigate = useNavigate();
  useEffect(() => {
    const code = takeCode();
    if (!code) {
      void navigate({ to: '/login', replace: true });
      return;
    }
    void finishLogin(code).then((failure) =>
      failure === null
        ? navigate({ to: '/account', replace: true })
        : navigate({ to: '/login', search: isSignInFailure(failure) ? { reason: failure } : {}, replace: true }),
    );
  }, [navigate]);
  return (
    <Page title="Authenticating" titleId="auth-title">
      <p role="status">Logging you in...</p>
    </Page>
  );
}

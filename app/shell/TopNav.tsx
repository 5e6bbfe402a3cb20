import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSession } from '../data/session';
import { BlockedLogin } from './BlockedLogin';
import { lazyPart } from '../lazy/lazyPart';
import { startLogin } from '../data/signIn';
import { offlineReason, useOnline } from '../data/syncStatus';
import { LiveTab } from '../screens/live/parts/LiveTab';
import styles from './TopNav.module.css';

// React Aria's menu brings its collections and selection with it: they load only for a signed-in
// user, whose name stands in meanwhile on an inert button of the same look.
const AccountMenu = lazyPart(() => import('./AccountMenu').then((m) => m.AccountMenu));

const TABS = [
  { to: '/round-times', label: 'Round Times', key: 'round-times' },
  { to: '/leaderboard', label: 'Leaderboard', key: 'leaderboard' },
  { to: '/records', label: 'Records', key: 'records' },
  { to: '/live', label: 'Live', key: 'live' },
  { to: '/following', label: 'Following', key: 'following', signedInOnly: true },
  { to: '/faq', label: 'FAQ', key: 'faq' },
  { to: '/admin', label: 'Admin', key: 'admin', adminOnly: true },
] as const;

export function TopNav() {
  const session = useSession();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const path = useRouterState({ select: (s) => s.location.pathname });
  const active = path.split('/')[1] ?? '';
  const loginBlocked = offlineReason(online, 'signing in');
  const name = session.user?.discord_username || 'Account';

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/round-times" className={styles.brand} onClick={() => setOpen(false)}>
          <img src="/icons/icon.svg" alt="" width={36} height={36} />
          <span>BA Times</span>
        </Link>
        <Button className={styles.menuButton} aria-expanded={open} aria-controls="main-tabs" onPress={() => setOpen((o) => !o)}>
          Menu
        </Button>
        <ul id="main-tabs" className={styles.tabs} data-open={open || undefined}>
          {TABS.filter((tab) => (!('adminOnly' in tab) || session.isAdmin) && (!('signedInOnly' in tab) || session.isAuthenticated)).map((tab) => (
            <li key={tab.key}>
              {tab.key === 'live' ? (
                <LiveTab className={styles.tab} current={active === tab.key} onClick={() => setOpen(false)} />
              ) : (
                <Link to={tab.to} className={styles.tab} aria-current={active === tab.key ? 'page' : undefined} onClick={() => setOpen(false)}>
                  {tab.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <div className={styles.account}>
          {session.isAuthenticated ? (
            <Suspense fallback={<Button className={styles.userButton} isDisabled>{name}</Button>}>
              <AccountMenu name={name} current={active === 'account'} />
            </Suspense>
          ) : loginBlocked ? (
            // Offline, where no code can be fetched: it comes with the page's own.
            <BlockedLogin reason={loginBlocked} />
          ) : (
            <Button className={styles.login} onPress={() => void startLogin()}>
              Login
            </Button>
          )}
        </div>
      </nav>
    </header>
  );
}

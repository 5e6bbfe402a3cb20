import { useNavigate } from '@tanstack/react-router';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { logout } from '../data/session';
import styles from './TopNav.module.css';

/** The signed-in user's menu: their account page, or signing out. */
export function AccountMenu(props: { name: string; current: boolean }) {
  const navigate = useNavigate();
  return (
    <MenuTrigger>
      <Button className={styles.userButton} aria-current={props.current ? 'page' : undefined}>
        {props.name}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu
          className={styles.menu}
          onAction={async (key) => {
            if (key === 'account') await navigate({ to: '/account' });
            if (key === 'logout') {
              await logout();
              await navigate({ to: '/round-times' });
            }
          }}
        >
          <MenuItem id="account" className={styles.menuItem}>
            View Account
          </MenuItem>
          <MenuItem id="logout" className={styles.menuItem}>
            Logout
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

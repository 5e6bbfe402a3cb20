import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import styles from './TopNav.module.css';

/** Login while it cannot work (offline): disabled, and a tooltip says why. */
export function BlockedLogin({ reason }: { reason: string }) {
  return (
    <TooltipTrigger>
      <Button className={styles.login} isDisabled aria-describedby="login-blocked">
        Login
      </Button>
      <Tooltip className={styles.tooltip}>{reason}</Tooltip>
      <span id="login-blocked" className="visually-hidden">
        {reason}
      </span>
    </TooltipTrigger>
  );
}

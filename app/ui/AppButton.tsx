import type { ComponentProps } from 'react';
import { Button } from 'react-aria-components';
import styles from './ui.module.css';

/** A button; `small` for one of several beside each item of a list, `icon` for an icon alone. */
export function AppButton({ variant, size, className, ...props }: ComponentProps<typeof Button> & { variant?: 'primary' | 'danger'; size?: 'small' | 'icon' }) {
  return <Button {...props} className={`${styles.button} ${typeof className === 'string' ? className : ''}`} data-variant={variant} data-size={size} />;
}

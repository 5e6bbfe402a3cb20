import type { ComponentProps } from 'react';
import { Button } from 'react-aria-components';
import styles from './ui.module.css';

export function AppButton({ variant, className, ...props }: ComponentProps<typeof Button> & { variant?: 'primary' | 'danger' }) {
  return <Button {...props} className={`${styles.button} ${typeof className === 'string' ? className : ''}`} data-variant={variant} />;
}

import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Dialog, DialogTrigger, OverlayArrow, Popover } from 'react-aria-components';
import type { LeaderboardFormat } from '../../../../domain/constants';
import { averageExplanation, averageTitle } from './labels';
import styles from './Leaderboard.module.css';

/**
 * The info button beside the time column's title. A tooltip may not hold a link, so this is a toggletip: a button
 * that opens a small non-modal dialog with the explanation and 'Learn more', reachable by keyboard.
 */
export function AverageToggletip({ format }: { format: LeaderboardFormat }): ReactElement {
  const title = averageTitle(format);
  return (
    <DialogTrigger>
      <Button className={styles.info} aria-label={`About the ${title.toLowerCase()}`}>
        <svg width="1em" height="1em" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="8" cy="4.6" r="1.1" fill="currentColor" />
        </svg>
      </Button>
      <Popover className={styles.helpPopover} placement="bottom" offset={10}>
        <OverlayArrow className={styles.helpArrow}>
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        <Dialog className={styles.help} aria-label={title}>
          <p>{averageExplanation(format)}</p>
          <Link to="/faq" hash="average-times">
            Learn more
          </Link>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

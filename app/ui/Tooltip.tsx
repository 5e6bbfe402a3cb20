import type { ReactElement, ReactNode } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import styles from './ui.module.css';

/** A tooltip on any element, reachable by keyboard: the trigger is made focusable. */
export function AppTooltip(props: { content: ReactNode; children: ReactNode; isDisabled?: boolean }) {
  return (
    <TooltipTrigger delay={300} isDisabled={props.isDisabled}>
      <Focusable>
        <span tabIndex={0} role="button" style={{ cursor: 'help' }}>
          {props.children}
        </span>
      </Focusable>
      <Tooltip className={styles.tooltip}>{props.content}</Tooltip>
    </TooltipTrigger>
  );
}

/** A tooltip on a React Aria control (a Link, a Button): the control is the trigger, never wrapped in another. */
export function ControlTooltip(props: { content: ReactNode; children: ReactElement }) {
  return (
    <TooltipTrigger delay={300}>
      {props.children}
      <Tooltip className={styles.tooltip}>{props.content}</Tooltip>
    </TooltipTrigger>
  );
}

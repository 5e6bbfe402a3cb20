/** User Timing marks of a screen's content on screen and live (ShownMark), by screen. */
export const SHOWN_MARKS = { roundTimes: 'round-times-shown' } as const;

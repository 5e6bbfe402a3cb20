/** Web Push choices: what a device is told of. Free of zod, so the app's start can read them. */

/** How many devices one user may get notifications on. */
export const MAX_PUSH_DEVICES = 10;

export interface PushChoices {
  /** Followed players' new personal bests. */
  pbs: boolean;
  /** World records, whoever sets them. */
  records: boolean;
  /** Followed players' live rounds. */
  live: boolean;
}

export const DEFAULT_PUSH_CHOICES: PushChoices = { pbs: true, records: false, live: true };

/** What a push is of: the device's choice it is sent under. */
export type PushKind = keyof PushChoices;

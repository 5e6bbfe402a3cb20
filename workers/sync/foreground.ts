/**
 * Requests a screen is waiting on. The background copy lets them go first: on a slow link, a block
 * of history sharing the line with a screen's rows would hold those rows up.
 */
export interface Foreground {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once no screen's request is under way. */
  settled(): Promise<void>;
}

export function createForeground(): Foreground {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      busy++;
      try {
        return await work();
      } finally {
        if (--busy === 0) waiting.splice(0).forEach((resolve) => resolve());
      }
    },
    settled() {
      return busy === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** Promises kept once a condition on a fake's state holds: the fake calls `check()` after each change. */
export class Conditions {
  private readonly waiting: Array<{ done: () => boolean; resolve: () => void }> = [];

  /** Resolves once `done()` holds, at once if it already does. */
  until(done: () => boolean): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ done, resolve }));
  }

  check(): void {
    for (const waiter of this.waiting.filter((w) => w.done())) {
      this.waiting.splice(this.waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  }
}

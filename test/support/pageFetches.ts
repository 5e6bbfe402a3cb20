import type { BrowserContext, Page } from 'playwright-core';

/** A fetch the page's own scripts made, noted as they made it (notePageFetches). */
export interface PageFetch {
  method: string;
  url: string;
  body: string | null;
  /** The page's Date.now() as it asked: the fake clock's time where one is installed. */
  at: number;
}

/**
 * Has the context's pages note each fetch their scripts make, at the moment they make it (call
 * before the page opens); `pageFetches` reads the notes back. Once the page has answered an action,
 * a check that the action sent nothing waits on no request event still on its way to the test.
 */
export async function notePageFetches(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const noted: PageFetch[] = [];
    Object.assign(window, { notedFetches: noted });
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const request = input instanceof Request ? input : null;
      noted.push({
        method: init?.method ?? request?.method ?? 'GET',
        url: new URL(request ? request.url : String(input), location.href).href,
        body: typeof init?.body === 'string' ? init.body : null,
        at: Date.now(),
      });
      return realFetch(input, init);
    };
  });
}

export function pageFetches(page: Page): Promise<PageFetch[]> {
  return page.evaluate(() => (window as unknown as { notedFetches: PageFetch[] }).notedFetches);
}

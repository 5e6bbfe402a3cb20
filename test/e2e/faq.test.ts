import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { siteInChromium } from '../support/browser';
import { openApp, seriousViolations, startDemoSite, type OpenOptions } from '../support/app';
import { LOOKS, lookName, showIn, sidewaysScroll } from '../support/looks';
import { FAKE_CLOCK, runPageClock } from '../support/pageClock';

const IDS = ['how-to-get-runs', 'why-share-ip', 'link-alt-accounts-discord', 'link-alt-accounts-website', 'upload-old-times', 'average-times', 'where-the-time-goes', 'api', 'trusted-records'];

describe('the FAQ in Chromium', () => {
  const suite = siteInChromium(startDemoSite);

  async function openFaq(pathname = '/faq', options: OpenOptions = {}): Promise<Page> {
    const { page } = await openApp(suite.browser, suite.site, pathname, options);
    await page.locator(`#${IDS[0]}`).waitFor();
    // The page arrives with every question closed; the app opens the one in the hash once it runs.
    const linked = pathname.split('#')[1];
    if (linked) {
      await page.locator(`details[open]:has(#${linked})`).waitFor();
      await scrolledTo(page, linked);
    }
    return page;
  }

  /**
   * Waits out the page's own scroll to the linked question, smooth and from 100 ms after it opens: a
   * click during it lands where its target was, not where it is.
   */
  async function scrolledTo(page: Page, id: string): Promise<void> {
    const position = () =>
      page.locator(`#${id}`).evaluate((heading) => ({
        top: Math.round(heading.getBoundingClientRect().top),
        atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      }));
    await expect
      .poll(
        async () => {
          const before = await position();
          await page.waitForTimeout(100);
          const after = await position();
          return after.top === before.top && (after.top < 120 || after.atEnd);
        },
        { timeout: 10_000, message: `the page settled with #${id} in view` },
      )
      .toBe(true);
  }
  const question = (page: Page, id: string) => page.locator(`details:has(> summary #${id})`);
  const trigger = (page: Page, id: string) => question(page, id).locator('> summary');
  const panelOf = (page: Page, id: string) => question(page, id).locator('> :not(summary)');
  const isOpen = (page: Page, id: string) => question(page, id).evaluate((details: HTMLDetailsElement) => details.open);
  const hash = (page: Page) => page.evaluate(() => window.location.hash);

  it('lists the questions under their ids, all closed, as level-2 headings that open their answers', async () => {
    const page = await openFaq();
    expect(await page.title()).toBe('BA Times | Frequently Asked Questions');
    expect(await page.locator('main h2[id]').evaluateAll((headings) => headings.map((h) => h.id))).toEqual(IDS);
    for (const id of IDS) expect(await isOpen(page, id)).toBe(false);
    await page.context().close();
  });

  it('opens one question at a time, mirrors it in the hash, and clears the hash on close, never scrolling', async () => {
    const page = await openFaq('/faq', { height: 500, ...FAKE_CLOCK });
    // Any scroll the page itself asks for (the router scrolls to a new hash unless told not to).
    await page.evaluate(() => {
      const calls: string[] = ((window as unknown as { scrollCalls: string[] }).scrollCalls = []);
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, ...args) {
        calls.push(`scrollIntoView #${this.id}`);
        original.apply(this, args);
      };
      for (const name of ['scrollTo', 'scroll', 'scrollBy'] as const) {
        const fn = window[name] as (...args: unknown[]) => void;
        window[name] = ((...args: unknown[]) => {
          calls.push(name);
          fn.apply(window, args);
        }) as never;
      }
    });
    const scrollCalls = () => page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls);
    const top = (id: string) => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const historyLength = () => page.evaluate(() => window.history.length);
    const entries = await historyLength();

    const before = await top('how-to-get-runs');
    await trigger(page, 'how-to-get-runs').click();
    await expect.poll(() => hash(page)).toBe('#how-to-get-runs');
    expect(await isOpen(page, 'how-to-get-runs')).toBe(true);
    expect(await top('how-to-get-runs')).toBe(before);

    await trigger(page, 'upload-old-times').click();
    await expect.poll(() => hash(page)).toBe('#upload-old-times');
    expect(await isOpen(page, 'upload-old-times')).toBe(true);
    expect(await isOpen(page, 'how-to-get-runs')).toBe(false);
    expect(await panelOf(page, 'how-to-get-runs').isVisible()).toBe(false);

    await trigger(page, 'upload-old-times').click();
    await expect.poll(() => hash(page)).toBe('');
    expect(await isOpen(page, 'upload-old-times')).toBe(false);
    expect(page.url()).toBe(`${suite.site.baseUrl}/faq`);

    // By keyboard too; and each change rewrites the address in place, adding no history entry.
    await trigger(page, 'why-share-ip').focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(page, 'why-share-ip')).toBe(true);
    await expect.poll(() => hash(page)).toBe('#why-share-ip');
    await runPageClock(page, 300);
    expect(await historyLength()).toBe(entries);
    expect(await scrollCalls()).toEqual([]);
    await page.context().close();
  });

  it('opens the question named in the hash on load and scrolls it into view', async () => {
    const page = await openFaq('/faq#average-times', { height: 600 });
    expect(await isOpen(page, 'average-times')).toBe(true);
    for (const id of IDS.filter((id) => id !== 'average-times')) expect(await isOpen(page, id)).toBe(false);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('#average-times').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5_000 })
      .toBeLessThan(120);
    expect(await page.locator('#average-times').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await page.context().close();
  });

  it('explains the averages with the weights, the 12:00 default and the sub-time thresholds', async () => {
    const page = await openFaq('/faq#average-times');
    const text = await panelOf(page, 'average-times').innerText();
    for (const weight of ['Main Attacker\t1.0', '2nd Attacker\t0.4', 'Healer\t1.0', 'Collector\t0.6', 'Defender\t1.0', 'Sum\t4.0']) {
      expect(text).toContain(weight);
    }
    expect(text).toContain('12:00');
    expect(text).toContain('Sub 10:00 runs');
    expect(text).toContain('Sub 11:00 runs');
    // (570 + 0.4 × 720 + 600 + 0.6 × 612 + 588) / 4 = 603.3 s
    expect(text).toContain('10:03.3');
    await page.context().close();
  });

  async function stepper(page: Page, id: string): Promise<Locator> {
    await trigger(page, id).click();
    return panelOf(page, id).locator('section[aria-label]');
  }

  it('steps through a stepper with Back and Next, by keyboard, disabling each at its end', async () => {
    const page = await openFaq();
    const steps = await stepper(page, 'link-alt-accounts-discord');
    const back = steps.getByRole('button', { name: 'Back' });
    const next = steps.getByRole('button', { name: 'Next' });
    const count = () => steps.locator('p', { hasText: /^Step \d of \d$/ }).textContent();
    expect(await count()).toBe('Step 1 of 4');
    expect(await back.isDisabled()).toBe(true);
    expect(await next.isEnabled()).toBe(true);
    expect(await steps.locator('[aria-current="step"]').innerText()).toContain('Open the community Discord');

    await next.focus();
    await page.keyboard.press('Enter');
    expect(await count()).toBe('Step 2 of 4');
    expect(await back.isEnabled()).toBe(true);
    expect(await steps.innerText()).toContain('/link');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    expect(await count()).toBe('Step 4 of 4');
    expect(await next.isDisabled()).toBe(true);
    // Focus moved off the button that became disabled, so the keyboard carries on from Back.
    expect(await back.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await count()).toBe('Step 3 of 4');
    expect(await steps.innerText()).toContain('/main');
    await back.click();
    await back.click();
    expect(await count()).toBe('Step 1 of 4');
    expect(await back.isDisabled()).toBe(true);
    await page.context().close();
  });

  it('says how to link alts in Discord with /link and /main, and never to share the UUID key', async () => {
    const page = await openFaq('/faq#link-alt-accounts-discord');
    const discord = await panelOf(page, 'link-alt-accounts-discord').innerText();
    expect(discord).toContain('/link');
    expect(discord).toContain('/main');
    await trigger(page, 'how-to-get-runs').click();
    const runs = await panelOf(page, 'how-to-get-runs').innerText();
    expect(runs).toContain('Barbarian Assault PBs');
    expect(runs).toMatch(/Never share your UUID Key/);
    expect(runs).toMatch(/anyone who has it can submit rounds as you/i);
    await page.context().close();
  });

  it('follows a link in an answer inside the app, without reloading the page', async () => {
    const token = await suite.site.signIn('faq-reader');
    const page = await openFaq('/faq#link-alt-accounts-website', { token });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const steps = panelOf(page, 'link-alt-accounts-website').locator('section[aria-label]');
    await steps.getByRole('button', { name: 'Next' }).click();
    await steps.getByRole('link', { name: 'Account page' }).click();
    await page.waitForURL(`${suite.site.baseUrl}/account`);
    await page.getByRole('heading', { name: 'faq-reader', level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.context().close();
  });

  it.each(['dark', 'light'] as const)('shows every help image loaded, in the %s theme, with alt text and a caption', async (colorScheme) => {
    const page = await openFaq('/faq', { colorScheme });
    const seen = new Set<string>();
    for (const id of ['how-to-get-runs', 'link-alt-accounts-website']) {
      const steps = await stepper(page, id);
      const next = steps.getByRole('button', { name: 'Next' });
      for (;;) {
        for (const figure of await steps.locator('figure').all()) {
          const image = figure.locator('img');
          // The images load lazily, as a reader scrolls to them; a busy machine can take seconds.
          await image.scrollIntoViewIfNeeded();
          // The whole state, so a failure says whether the image never started, failed, or is still coming.
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => ({ loaded: img.complete && img.naturalWidth > 0, complete: img.complete, src: img.currentSrc })), { timeout: 15_000 })
            .toMatchObject({ loaded: true });
          expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(20);
          expect((await figure.locator('figcaption').innerText()).length).toBeGreaterThan(20);
          seen.add(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname));
        }
        if (await next.isDisabled()) break;
        await next.click();
      }
    }
    expect([...seen].sort()).toEqual(['main-account', 'sign-in', 'uuid-key'].map((name) => `/help/${name}-${colorScheme}.png`));
    await page.context().close();
  });

  it('fits a phone and a desktop, dark and light, with no serious accessibility violation, whichever of three answers is open', async () => {
    const page = await openFaq('/faq#link-alt-accounts-website');
    suite.track(page.context());
    for (const look of LOOKS) {
      await showIn(page, look);
      // Two steppers with help images, and the table of weights: opening one answer closes the one open before.
      for (const id of ['link-alt-accounts-website', 'average-times', 'how-to-get-runs']) {
        if (!(await isOpen(page, id))) await trigger(page, id).click();
        await page.locator(`details[open]:has(#${id})`).waitFor();
        expect(await sidewaysScroll(page), `${id}, ${lookName(look)}`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), `${id}, ${lookName(look)}`).toEqual([]);
      }
    }
  });
});

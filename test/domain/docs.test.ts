import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is the short way in; docs/ holds the rest. These checks keep the two honest: every
 * relative link and anchor lands, the README stays short and lists every script and docs page, and
 * every setting the server reads has a row in a docs table.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const docsPages = fs
  .readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const pages = ['README.md', ...docsPages];

/** The text outside fenced code blocks and inline code, where links mean something. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** A heading's anchor as Markdown renderers commonly make it: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  for (const [, heading = ''] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every link and image target in a page: Markdown's `[text](target)` and HTML's src and srcset. */
function targetsOf(markdown: string): string[] {
  const text = prose(markdown);
  const markdownLinks = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] ?? '');
  const htmlLinks = [...text.matchAll(/\b(?:src|srcset|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...markdownLinks, ...htmlLinks];
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

describe('the README and docs/', () => {
  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const broken: string[] = [];
    for (const target of targetsOf(read(page))) {
      if (isExternal(target)) continue;
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const resolved = file === '' ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), file));
      if (!fs.existsSync(path.join(root, resolved))) {
        broken.push(`${target} (no ${resolved})`);
        continue;
      }
      if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
        broken.push(`${target} (no heading #${anchor} in ${resolved})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps the README under 200 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(200);
  });

  it('links every docs page from the README', () => {
    const linked = new Set(targetsOf(read('README.md')).map((target) => target.split('#')[0]));
    expect(docsPages.filter((page) => !linked.has(page))).toEqual([]);
  });

  it("lists every script of package.json in the README's scripts table", () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    expect(scripts.length).toBeGreaterThan(0);
    const rows = read('README.md')
      .split('\n')
      .filter((line) => line.startsWith('| `npm '));
    const command = (script: string) => (script === 'test' || script === 'start' ? `npm ${script}` : `npm run ${script}`);
    const missing = scripts.filter((script) => !rows.some((row) => new RegExp(`^\\| \`${command(script).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\` ]`).test(row)));
    expect(missing).toEqual([]);
  });

  it('gives every setting the server reads a row in a docs table', () => {
    const settings = [...read('api/config.ts').matchAll(/^\s+([A-Z][A-Z0-9_]+): z\./gm)].map((m) => m[1] ?? '');
    expect(settings).toContain('PUBLIC_URL');
    const rows = docsPages.flatMap((page) => read(page).split('\n').filter((line) => line.startsWith('| `')));
    const missing = settings.filter((name) => !rows.some((row) => (row.split(' | ')[0] ?? '').includes(`\`${name}\``)));
    expect(missing).toEqual([]);
  });
});

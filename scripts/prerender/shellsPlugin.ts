import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';
import { SCREEN_SHELLS, type ScreenShell } from './shells';

const ROOT_ELEMENT = '<div id="root"></div>';
const STARTER_SOURCE = path.join(import.meta.dirname, 'startApp.js');

function chunkOf(bundle: OutputBundle, source: string): OutputChunk {
  const chunk = Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.moduleIds.includes(source));
  if (!chunk) throw new Error(`No chunk built from ${source}`);
  return chunk;
}

/** A chunk, the chunks it imports statically, and theirs. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): OutputChunk[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.map((name) => bundle[name]).filter((file): file is OutputChunk => file?.type === 'chunk');
  return [chunk, ...imported.flatMap((file) => staticClosure(bundle, file, seen))];
}

const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

/** The code and styles of the lazy parts a shell renders: their chunks and the chunks those import. */
function lazyAssets(bundle: OutputBundle, sources: readonly string[]): { scripts: string[]; styles: string[] } {
  const seen = new Set<string>();
  const chunks = sources.flatMap((source) => staticClosure(bundle, chunkOf(bundle, source), seen));
  return { scripts: chunks.map((chunk) => chunk.fileName), styles: chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]) };
}

function styleSource(bundle: OutputBundle, fileName: string): string {
  const file = bundle[fileName];
  if (file?.type !== 'asset') throw new Error(`No stylesheet ${fileName} in the build`);
  return String(file.source).trim();
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/** index.html as built, taken apart once for every shell's page. */
interface PageTemplate {
  /** The page without its stylesheet links, module script and module preloads. */
  html: string;
  /** The app's module, and the modules it imports at once. */
  entry: string;
  preloads: string[];
  styles: string[];
}

function pageTemplate(template: string): PageTemplate {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to fill`);
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script to start');
  return {
    html: template.replace(STYLESHEET, '').replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    entry,
    preloads: [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
    styles: [...template.matchAll(STYLESHEET)].map((match) => match[1]!),
  };
}

/** The entry the starter runs before the app's own: it sets React DOM up (vite.config.ts builds it). */
export const FIRST_ENTRY = { name: 'start-react', source: 'app/startReact.ts' };

/** The files a page's starter script runs: itself, then the first entry, then the app's. */
interface StartFiles {
  starter: string;
  first: string;
}

const TITLE = /<title>([^<]*)<\/title>/;
const HEADING = /<h1[^>]*>([^<]*)<\/h1>/;

/**
 * The page of a shell. It paints from its HTML alone: the styles it needs are in it, the app's own and
 * its lazy parts' (no stylesheet to wait for; a lazy part still links its file when it loads, to the
 * same effect). Its code, the app's and the lazy parts', is fetched from the head at low priority and
 * run by the starter script (startApp.js) once the page has painted. The root names a screen's path:
 * app/main.tsx hydrates the shell only on that screen.
 */
function framePage(bundle: OutputBundle, template: PageTemplate, shell: ScreenShell, markup: string, root: string, start: StartFiles): string {
  const lazy = lazyAssets(bundle, shell.lazy.map((source) => path.join(root, source)));
  const styleFiles = [...new Set([...template.styles, ...lazy.styles])];
  const styles = styleFiles.map((fileName) => styleSource(bundle, fileName));
  // Each inlined file also named by a disabled link, which the browser never fetches: Vite's loader
  // takes it for a stylesheet the page holds, and starts the screen without fetching it once more.
  const held = styleFiles.map((fileName) => `<link rel="stylesheet" href="/${fileName}" disabled>`).join('');
  const preloads = [...new Set([...template.preloads, ...lazy.scripts])].filter((fileName) => fileName !== template.entry);
  // Fetched from the head, beside the page, at low priority: a phone's link is busy with the page first,
  // and a script asked for at high priority there counts as work the first paint waits for.
  const fetched = [start.first, ...preloads, template.entry].map((fileName) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${fileName}">`).join('');
  const starter = `<script defer src="/${start.starter}" data-entry="/${template.entry}" data-first="/${start.first}"></script>`;
  // The document title names the screen from the first byte, as the app names it once it runs (ui/Page.tsx).
  const heading = HEADING.exec(markup)?.[1];
  return template.html
    .replace(TITLE, (title, product: string) => (shell.path && heading ? `<title>${product} | ${heading}</title>` : title))
    .replace('</head>', `  ${starter}${fetched}\n    <style>${styles.join('\n')}</style>${held}\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root"${shell.path ? ` data-shell="${shell.path}"` : ''}>${markup}</div>`);
}

/**
 * Prerenders each screen's shell (app/prerender/renderScreenShell.tsx: the app's components before any data)
 * into its page, so the first paint needs no JavaScript. The renderer is built for Node beside the
 * app, with the same CSS module names.
 */
export function prerenderScreenShells(): Plugin {
  let root = '';
  return {
    name: 'ba-times:prerender-shells',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('The build has no index.html');
      const template = pageTemplate(String(index.source));
      const first = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === FIRST_ENTRY.name);
      if (!first) throw new Error(`The build has no ${FIRST_ENTRY.name} entry`);
      const starter = this.emitFile({ type: 'asset', name: 'start.js', source: fs.readFileSync(STARTER_SOURCE) });
      const start = { starter: this.getFileName(starter), first: first.fileName };
      const renderer = await buildRenderer(root);
      // One after the other: the renderer swaps globals for the time of a render.
      for (const shell of SCREEN_SHELLS) {
        const source = framePage(bundle, template, shell, await renderer(shell.path), root, start);
        if (shell.fileName === 'index.html') index.source = source;
        else this.emitFile({ type: 'asset', fileName: shell.fileName, source });
      }
    },
  };
}

type Renderer = (path: string | null) => Promise<string>;

/** Where the build leaves the renderer: the server renders a first visit's page with it (api/render/). */
export const RENDERER_DIR = path.join('build', 'render');

async function buildRenderer(root: string): Promise<Renderer> {
  const outDir = path.join(root, RENDERER_DIR);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    // The router is bundled in its browser build: the shell must be what the client renders first,
    // Suspense boundaries included, for the client to hydrate it rather than replace it.
    ssr: { noExternal: [/^@tanstack\//], resolve: { conditions: ['browser'] } },
    build: { ssr: 'app/prerender/renderScreenShell.tsx', outDir, emptyOutDir: true, sourcemap: false },
  });
  // A fresh URL each build: Node would otherwise answer with the module it imported the last time.
  const url = `${pathToFileURL(path.join(outDir, 'renderScreenShell.js')).href}?build=${Date.now()}`;
  const module = (await import(url)) as { renderScreenShell: Renderer };
  return module.renderScreenShell;
}

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressAssets } from './scripts/precompressPlugin';
import { FIRST_ENTRY, prerenderScreenShells } from './scripts/prerender/shellsPlugin';
import { HOME_PATH } from './domain/screenShells';

const apiPort = process.env.PORT ?? '8080';

const BACKGROUND = '#14161a';
const GOLD = '#c9a227';

export default defineConfig({
  plugins: [
    react(),
    prerenderScreenShells(),
    precompressAssets(),
    VitePWA({
      // A new version waits until the user says "Reload" (app/pwa/UpdatePrompt.tsx).
      registerType: 'prompt',
      // app/pwa/register.ts registers the worker with workbox-window: no inline script under our CSP.
      injectRegister: false,
      // The workbox glob below already precaches every icon; listing them twice only duplicates entries.
      includeManifestIcons: false,
      manifest: {
        name: 'BA Times',
        short_name: 'BA Times',
        description: 'Barbarian Assault round times, leaderboards and replays.',
        lang: 'en',
        start_url: HOME_PATH,
        scope: '/',
        display: 'standalone',
        background_color: BACKGROUND,
        theme_color: GOLD,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Round Times',
            url: '/round-times',
            icons: [{ src: '/icons/shortcut-round-times-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Leaderboard',
            url: '/leaderboard',
            icons: [{ src: '/icons/shortcut-leaderboard-96.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
      },
      // Our own worker (app/pwa/sw.ts): navigations open on their screen's prerendered page.
      strategies: 'injectManifest',
      srcDir: 'app/pwa',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
        // The lazy PixiJS replay chunk is bigger than Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      input: { index: 'index.html', [FIRST_ENTRY.name]: FIRST_ENTRY.source },
      output: {
        // A phone fetches the first screen's code over a few connections: in fewer files it arrives
        // sooner. All the app's start imports, React and the router with it, is one file; the screens'
        // parts keep their own chunks, loaded when they are. Small pieces the parts share are copied
        // into each of them rather than made files of their own (each a round trip on a phone); not
        // PixiJS's, whose modules register themselves: a copy would keep a registry of its own.
        // React DOM is a file of its own, which a second entry (app/startReact.ts) sets up as soon as it
        // is in, while the rest of the start is still on its way (scripts/prerender/startApp.js).
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 30000, exclude: /node_modules[\\/]pixi\.js[\\/]/ },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'start', tags: ['$initial'], test: (id) => !id.endsWith(FIRST_ENTRY.source), priority: 1 },
          ],
        },
      },
    },
  },
  // Module workers, split like the page's code: the replay worker loads PixiJS's worker parts only.
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Why a layer may not import another folder; see the layers below. */
const LAYER_REASONS = {
  app: 'app/ is the page: what another layer needs from it belongs in domain/ (types, rules) or client/ (browser code).',
  workers: 'workers/ run apart from the page: their API types live in domain/, and the page starts a worker with new Worker(new URL(...)).',
  client: 'client/ is browser code: domain/ and api/ also run on the server.',
  api: 'api/ is the server: shapes it shares with the browser live in domain/.',
};

/** Lints `folder` so it imports none of `forbidden`; `import type` and re-exports count too. */
function layer(folder, forbidden) {
  return {
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: forbidden.map((other) => ({ group: [`**/${other}/**`], message: `${folder}/ does not import ${other}/. ${LAYER_REASONS[other]}` })) },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'data/', 'node_modules/', 'coverage/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read JSON answers loosely and assert their shape.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Layers import one way: app/ and workers/ import client/ and domain/, client/ and api/ import domain/, domain/ none of them.
  layer('domain', ['app', 'workers', 'client', 'api']),
  layer('client', ['app', 'workers', 'api']),
  layer('app', ['workers', 'api']),
  layer('workers', ['app', 'api']),
  layer('api', ['app', 'workers', 'client']),
);

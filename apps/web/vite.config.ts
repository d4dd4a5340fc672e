import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.plugin';

const dictionaries = fileURLToPath(new URL('../../packages/core/src/i18n/dictionaries', import.meta.url));

const SERVER = 'http://127.0.0.1:8080';
const PROXIED = [
  '/web-api',
  '/service-api',
  '/translation-api',
  '/ops-api',
  '/genfiles',
  '/puzzle-api',
  '/analytics-api',
];

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: { alias: { '@dictionaries': dictionaries } },
  // Short class names in the build: the CSS-module maps ship inside the first-load JavaScript.
  css: {
    modules: {
      generateScopedName: command === 'build' ? '_[hash:base64:5]' : '[name]_[local]_[hash:base64:4]',
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: SERVER, changeOrigin: false }])),
      '/ws': { target: SERVER, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    manifest: true,
    // Every browser we support preloads modules natively (Safari 17, Firefox 115); an older one only loads a
    // lazy page's chunks when it asks for them, so the polyfill's bytes would weigh on every first load for it.
    modulePreload: { polyfill: false },
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // Every module the first page needs in one chunk: shared between the entry and lazy pages, they would
    // otherwise be cut into many small chunks, each paying its own import and export overhead.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What the sports menu and the home page's betting sections need (prices, rows, feed and live
            // clients) in one chunk, one name in the entry's preload lists instead of dozens; each betting page
            // keeps its own parts (the virtual list, the game page's markets, search, results) in its chunk.
            {
              name: 'sportsbook',
              test: /features\/sportsbook\/(menu|model|live|components\/(?!event-list\.|score-board|market-group)|api\/(?!champ-results|search|game\.|champ\.)|favourites\/(?!favourites-page))/,
            },
          ],
        },
      },
    },
  },
}));

import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const dictionaries = fileURLToPath(new URL('../../packages/core/src/i18n/dictionaries', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@dictionaries': dictionaries } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    testTimeout: 30_000,
  },
});

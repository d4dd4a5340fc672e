import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    // Simulation-backed tests (thousands of seeded games) must not fail on a busy CI machine.
    testTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace's own configuration.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace's own configuration.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
    // Vitest's own default leaves a core idle (one worker on a two-core CI machine), while these files spend
    // much of their time waiting on PostgreSQL, PGlite's file system and timers: a worker per core ran the
    // suite in 476 s instead of about 840 s here.
    maxWorkers: availableParallelism(),
  },
});

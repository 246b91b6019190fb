import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blogArticles } from './web/scripts/blog-articles-plugin.ts';

const webAliases = {
  '@eligibility': path.resolve('src/eligibility/index.ts'),
  '@contracts': path.resolve('src/contracts'),
  '@': path.resolve('web/src'),
};

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias: webAliases }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react(), blogArticles()],
        resolve: { alias: webAliases },
        test: { name: 'components', include: ['tests/components/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/support/components-setup.ts'], testTimeout: 20_000 },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Read models catch up asynchronously: on a loaded machine one second is not always enough.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // The tests read page metadata from web/src, which imports through the web's aliases.
        resolve: { alias: webAliases },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts', 'tests/support/build-web.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
      {
        test: {
          // After the others, never beside them: each suite's processes would slow their timeouts.
          name: 'bench-smoke',
          include: ['tests/bench-smoke/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

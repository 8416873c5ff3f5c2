import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };

export default defineConfig({
  test: {
    // Each server test file opens its own database copy; two workers fit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          // React components (the web kit and the pages built on it) render in jsdom with Testing Library.
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/setup-components.ts'],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The repository's own tools, such as the architecture check, tried on sample trees.
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});

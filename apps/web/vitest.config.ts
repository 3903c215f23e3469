import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Each file in its own VM context in a few long-lived processes: jsdom and the libraries load once per process,
    // not once per file (the web suite 5.4 -> 1.5 min on this 2-core machine), and no file sees another's globals.
    pool: 'vmForks',
    setupFiles: ['src/test/jsdom-setup.ts'],
    // A ceiling, not a timing assertion (tests wait on state): a whole purchase journey in jsdom takes 1-2 s on
    // a quiet machine and went past vitest's 5 s default once on this 2-core machine under full load.
    testTimeout: 20_000,
  },
});

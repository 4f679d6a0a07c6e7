import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    include: [
      'contracts/**/*.test.ts',
      'mock-server/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // scrypt at N=2^17 is deliberately slow; contract suites sign in a few times each.
    testTimeout: 20_000,
    // Every contract suite seeds its server once: months of gate and auction history, which takes a
    // few seconds more when the suites run side by side on a busy machine.
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is the cores less one: a single fork on two cores, the other core idle for
    // the whole step. One fork per core; each pays one seed of its own (a few seconds of CPU).
    maxWorkers: availableParallelism(),
    // One module graph per worker, so a seed built by one contract suite serves the next (the server
    // keeps built seeds per process); every suite still gets its own server and store.
    isolate: false,
  },
})

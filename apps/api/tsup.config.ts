import { defineConfig } from 'tsup';

export default defineConfig({
  // The embedded database runs on a thread of its own, from a file of its own (decision 098).
  entry: { server: 'src/server.ts', backup: 'src/backup-cli.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The contract is TypeScript source inside the workspace, not a built package: bundle it.
  // Real dependencies (listed in package.json) stay external and load from node_modules.
  noExternal: ['@manara/api-client'],
});

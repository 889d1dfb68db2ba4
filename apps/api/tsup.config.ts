import { defineConfig } from 'tsup';

// One ESM file for production; the workspace contract is bundled in (it ships TypeScript),
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts', migrate: 'src/scripts/migrate.ts', seed: 'src/scripts/seed.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  noExternal: ['@petal/contract'],
  sourcemap: true,
  clean: true,
});

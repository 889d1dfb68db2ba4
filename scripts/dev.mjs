// npm run dev: the API with reload (tsx watch) and the Vite dev server, which proxies /api.
import { ensureInstalled, runNpm } from './lib.mjs';

await ensureInstalled();
const codes = await Promise.all([
  runNpm(['run', 'dev', '-w', '@petal/api']),
  runNpm(['run', 'dev', '-w', '@petal/web']),
]);
process.exit(Math.max(...codes));

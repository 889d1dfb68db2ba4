// npm start: installs what is missing, builds the web app and the API, and starts the server
// on the embedded database (./data), loading demo data into an empty catalog.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, root, runNpm } from './lib.mjs';

await ensureInstalled();
console.log('Building the web app and the API…');
const built = await runNpm(['run', 'build', '--silent']);
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

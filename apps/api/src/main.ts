import { loadConfig } from './config.ts';
import { prepareServer } from './server.ts';

const config = loadConfig();
const { app, db } = await prepareServer(config, (message) => console.log(message));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
console.log(`\nPetal is running on ${db.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}:`);
console.log(`  app:      http://${shownHost}:${port}/`);
console.log(`  API docs: http://${shownHost}:${port}/api/docs\n`);

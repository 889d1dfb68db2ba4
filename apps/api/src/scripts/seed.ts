/**
 * npm run seed -- --clients 100000: loads demo data of the given size into an empty catalog
 * (migrating first). Refuses a catalog that already has data, so nothing is overwritten.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { syncCountries } from '../modules/client-data/reference-data.ts';
import { DEFAULT_DEMO_SEED, seedDemoDataIfEmpty } from '../modules/demo-data/generate-demo-data.ts';
import { writePlaceholderImages } from '../modules/demo-data/placeholder-images.ts';
import { migrate } from '../platform/migrations.ts';
import { mediaDirectory, openConfiguredDatabase } from '../server.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '400' },
    seed: { type: 'string', default: String(DEFAULT_DEMO_SEED) },
  },
});
const clients = Number(values.clients);
if (!Number.isInteger(clients) || clients < 1) throw new Error('--clients must be a positive whole number');

const config = loadConfig();
const db = await openConfiguredDatabase(config);
try {
  await migrate(db);
  await syncCountries(db);
  await writePlaceholderImages(mediaDirectory(config));
  const started = Date.now();
  const summary = await seedDemoDataIfEmpty(db, { clients, seed: Number(values.seed) });
  if (summary) {
    console.log(JSON.stringify({ ...summary, milliseconds: Date.now() - started }));
  } else {
    console.error('The catalog already has data; seed an empty database (or remove DATA_DIR).');
    process.exitCode = 1;
  }
} finally {
  await db.close();
}

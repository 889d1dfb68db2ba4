/** npm run migrate [-- <target>]: brings the schema to the newest (or the given) version. */
import { loadConfig } from '../config.ts';
import { migrate } from '../platform/migrations.ts';
import { openConfiguredDatabase } from '../server.ts';

const target = process.argv[2] ?? 'max';
const config = loadConfig();
const db = await openConfiguredDatabase(config);
try {
  const applied = await migrate(db, target);
  console.log(applied.length ? applied.join('\n') : 'schema already up to date');
} finally {
  await db.close();
}

import { buildApp } from './app';
import { loadSecrets } from './auth/secrets';
import { readConfig, shouldSeedDemo } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';

const config = readConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
if (shouldSeedDemo(config)) {
  const { created } = await seedDemo(database.db);
  if (created.length) console.log(`Seeded demo tenants: ${created.join(', ')} (password: demo-password)`);
}
const app = await buildApp({ config, database, secrets: loadSecrets(config) });

const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`Seaward is running on http://localhost:${config.PORT} (also http://nordic.localhost:${config.PORT} and http://pacific.localhost:${config.PORT})`);

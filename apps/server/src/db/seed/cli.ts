import { readConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo } from './demo';

const config = readConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const { created } = await seedDemo(database.db);
await database.close();
console.log(created.length ? `seeded demo tenants: ${created.join(', ')}` : 'demo tenants exist already');

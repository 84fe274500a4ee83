import { readConfig } from '../config';
import { openDatabase } from './client';

const config = readConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await database.close();
console.log('migrations applied');

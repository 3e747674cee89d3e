import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, openPostgres } from './db/client';
import { seedDatabase } from './db/seed/index';
import { webDistDir } from './paths';

const config = loadConfig(process.env, webDistDir);
await mkdir(config.dataDir, { recursive: true });
const database = config.databaseUrl
  ? openPostgres(config.databaseUrl)
  : await openPglite(path.join(config.dataDir, 'pglite'));
await database.migrate();

const app = await buildApp({ config, database });
await seedDatabase(app.db, config, app.log);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});

await app.listen({ host: config.host, port: config.port });

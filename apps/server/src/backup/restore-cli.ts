import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { webDistDir } from '../paths';
import { restoreBackup } from './restore-backup';

/** `npm run restore FILE [-- --force]`: the server must be stopped. */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
try {
  if (positionals.length !== 1) throw new Error('name one archive: npm run restore FILE');
  const config = loadConfig(process.env, webDistDir);
  const manifest = await restoreBackup(config, path.resolve(positionals[0]!), { force: values.force });
  process.stdout.write(`Restored the ${manifest.engine} backup of ${manifest.createdAt}.\n`);
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { webDistDir } from '../paths';
import { createBackup } from './create-backup';

/** `npm run backup [-- --out DIR]`: prints the archive's path. */
const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
try {
  const config = loadConfig(process.env, webDistDir);
  const archive = await createBackup(config, path.resolve(values.out));
  process.stdout.write(`${archive}\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}

import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2]!;
try { const db = await PGlite.create(dir); await db.query('select 1'); console.log('opened'); await db.close(); }
catch (e) { console.log('FAILED:', String(e).slice(0, 300), (e as any).code); }

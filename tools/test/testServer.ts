/**
 * The reference server of a browser suite, on a fresh database: `tsx tools/test/testServer.ts <name>`, with the
 * server's own settings in the environment (PORT, DEMO_MODE, CLOCK_START...). With TEST_DATABASE_URL (CI sets it),
 * the suite gets a PostgreSQL database of its own, `pw_<name>`, made anew: the queries then run in PostgreSQL's
 * processes beside the server's, rather than in the server's own thread as PGlite's do (the e2e suite took 18%
 * less CPU). Without it, PGlite in .<name>-data, emptied first.
 */
import { rmSync } from 'node:fs';
import { setScryptCost } from '../../server/src/crypto/password.ts';
import { adminQuery, onDatabase } from './postgres.ts';

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*$/.test(name)) throw new Error('usage: tsx tools/test/testServer.ts <name: lower-case letters and digits>');
const url = process.env.TEST_DATABASE_URL;
if (url) {
  const database = `pw_${name}`;
  await adminQuery(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${database}`);
  process.env.DATABASE_URL = onDatabase(url, database);
} else {
  const dir = `.${name}-data`;
  rmSync(dir, { recursive: true, force: true });
  process.env.DATA_DIR = dir;
}
// Browser suites sign in and register hundreds of times: production's scrypt cost (2^17, ~0.4 s of a core each) would
// cost them minutes on a 2-core machine. Hashes stay real scrypt; the server tests check the production cost.
setScryptCost(2 ** 15);
await import('../../server/src/main.ts');

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Adds up the JSON reports of vitest and Playwright into the one closing line CI reads: "N passed, N failed". */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const dir = process.argv[2] ?? 'test-reports';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.json')).sort() : []) {
  const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<VitestReport & PlaywrightReport>;
  if (data.stats) {
    passed += data.stats.expected + data.stats.flaky;
    failed += data.stats.unexpected;
    skipped += data.stats.skipped;
  } else {
    passed += data.numPassedTests ?? 0;
    failed += data.numFailedTests ?? 0;
    skipped += data.numPendingTests ?? 0;
  }
  console.log(`${name}: done`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

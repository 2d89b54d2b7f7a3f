import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOCUMENT_VERSION } from '../../src/core/migrations/documentVersion.ts';
import { formatFinding } from '../lint/finding.ts';
import { checkMigrations } from './checkMigrations.ts';

/**
 * `npm run migrate:check [dir]`: exit 1 when a document under dir (screens/) fails to migrate, would change on a
 * second run, is not at the current version, or is invalid once migrated; 2 when the tool itself fails.
 * `npm run migrate [dir]`: writes the migrated documents back (what a developer runs after adding a migration),
 * then checks as above.
 */
function main(args: string[]): number {
  const write = args.includes('--write');
  const dir = args.find((a) => !a.startsWith('--')) ?? 'screens';
  let { findings, migrated } = checkMigrations(dir);
  if (write) {
    let count = 0;
    for (const { folder, result } of migrated) {
      for (const rel of result.changed) {
        const abs = join(folder.abs, rel);
        writeFileSync(abs, result.texts.get(rel) ?? '');
        console.log(`migrated ${relative(process.cwd(), abs)}`);
        count++;
      }
    }
    console.log(`migrate: ${count} file${count === 1 ? '' : 's'} brought to document version ${DOCUMENT_VERSION}`);
    ({ findings, migrated } = checkMigrations(dir));
  }
  for (const f of findings) console.log(formatFinding(f));
  const files = migrated.reduce((n, m) => n + m.folder.files.size, 0);
  if (findings.length === 0) console.log(`migrate:check: ${files} files under ${dir} at document version ${DOCUMENT_VERSION}, valid and stable`);
  else console.log(`migrate:check: ${findings.length} error${findings.length === 1 ? '' : 's'} under ${dir}`);
  return findings.length === 0 ? 0 : 1;
}

try {
  process.exit(main(process.argv.slice(2)));
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(2);
}

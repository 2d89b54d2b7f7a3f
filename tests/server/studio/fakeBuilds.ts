import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built player app (dist/) of the smallest kind: its page and worker. */
export function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-studio-test-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'sw.js'), 'self.__WB_MANIFEST_BUILT = 1;');
  return dist;
}

/**
 * A built studio (dist-studio/) as vite.studio.config.ts writes it: two pages, the sign-in entry with a chunk it
 * shares with the studio and a stylesheet, the studio's own entry, a source map and the manifest.
 */
export function fakeStudio(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-studio-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Studio</title></head><body><div id="root" data-page="studio"></div></body></html>');
  writeFileSync(
    join(dir, 'signin.html'),
    '<!doctype html><html><head><title>Sign in</title></head><body><div id="root" data-page="signin"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'signin-1.js'), 'console.log("signin")');
  writeFileSync(join(dir, 'assets', 'signin-1.css'), 'body{}');
  writeFileSync(join(dir, 'assets', 'shared-1.js'), 'console.log("react")');
  writeFileSync(join(dir, 'assets', 'index-1.js'), 'console.log("studio")');
  writeFileSync(join(dir, 'assets', 'index-1.js.map'), '{"version":3}');
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      '_shared-1.js': { file: 'assets/shared-1.js' },
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
      'signin.html': { file: 'assets/signin-1.js', isEntry: true, imports: ['_shared-1.js'], css: ['assets/signin-1.css'] },
    }),
  );
  return dir;
}

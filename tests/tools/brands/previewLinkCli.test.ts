import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readPreviewToken } from '../../../server/src/http/previewLink.ts';

const run = (secret: string) =>
  spawnSync('node_modules/.bin/tsx', ['tools/brands/previewLinkCli.ts', 'royal', '--site', 'https://lucky.example.com', '--hours', '1'], {
    encoding: 'utf8',
    env: { ...process.env, PREVIEW_SECRET: secret },
  });

describe('npm run preview-link', () => {
  it('refuses to sign with a secret the server would refuse (under 32 bytes)', () => {
    const r = run('short-secret');
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('PREVIEW_SECRET must be at least 32 bytes: the server refuses to start with a shorter one');
  }, 30_000);

  it('signs a link the server accepts with the same secret', () => {
    const secret = 'a-preview-secret-of-32-bytes-or-more';
    const r = run(secret);
    expect(r.status).toBe(0);
    const token = /\?preview=([^\s]+)/.exec(r.stdout)?.[1];
    expect(readPreviewToken(token, secret, Date.now())?.brand).toBe('royal');
  }, 30_000);
});

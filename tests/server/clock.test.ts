import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ClockConfigError, clockFromEnv } from '../../server/src/clock.ts';
import { startServerProcess, TSX } from './helpers/serverProcess.ts';

const START = '2024-03-10T08:00:00Z';
const DAY = 86_400_000;

describe('CLOCK_START (server clock for repeatable runs)', () => {
  it('starts at the given instant and then advances in real time', () => {
    let real = Date.UTC(2030, 0, 1);
    const now = clockFromEnv({ CLOCK_START: START }, () => real);
    expect(now()).toBe(Date.parse(START));
    real += 5_000;
    expect(now()).toBe(Date.parse(START) + 5_000);
  });

  it('is the real clock when unset or empty', () => {
    const real = () => 42;
    expect(clockFromEnv({}, real)).toBe(real);
    expect(clockFromEnv({ CLOCK_START: '' }, real)).toBe(real);
  });

  it('refuses NODE_ENV=production and instants that are not a zoned ISO date-time', () => {
    expect(() => clockFromEnv({ CLOCK_START: START, NODE_ENV: 'production' })).toThrow(ClockConfigError);
    expect(() => clockFromEnv({ CLOCK_START: START, NODE_ENV: 'production' })).toThrow(/NODE_ENV=production/);
    for (const bad of ['2024-03-10', '2024-03-10T08:00:00', 'yesterday', '2024-13-40T08:00:00Z']) {
      expect(() => clockFromEnv({ CLOCK_START: bad }), bad).toThrow(ClockConfigError);
    }
  });

  it('the server exits with a clear message instead of starting with a moved clock in production', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clock-prod-'));
    try {
      const r = spawnSync(TSX, ['server/src/main.ts'], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, NODE_ENV: 'production', CLOCK_START: START, PORT: '0', DATA_DIR: dataDir },
      });
      expect(r.status).toBe(1);
      expect(r.stderr.trim()).toBe('CLOCK_START is for tests and demos only: refusing to start with a moved clock when NODE_ENV=production');
      expect(r.stdout).not.toMatch(/Listening/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // The whole path main.ts wires: the seed's dates and the running app's clock both start at CLOCK_START.
  it('a server started with CLOCK_START seeds and answers on that clock', async () => {
    const server = await startServerProcess({ NODE_ENV: 'test', CLOCK_START: START, DEMO_MODE: '1' });
    try {
      const session = await server.api().call('login', { username: 'demo1', password: 'demo1234', captcha: '', type: 'username' });
      const info = await server.api(session.token).call('memberInfo', {});
      const start = Date.parse(START);
      // Seeded members joined 120 days before the seed ran, which is a few ms after the start (the clock moves on
      // in real time); the login just now is a little after the start too.
      expect(info.registerTime).toBeGreaterThanOrEqual(start - 120 * DAY);
      expect(info.registerTime).toBeLessThan(start - 120 * DAY + 120_000);
      expect(info.lastLoginTime).toBeGreaterThanOrEqual(start);
      expect(info.lastLoginTime).toBeLessThan(start + 120_000);
      // (This demo start is also where main.ts's notice of the demo operator is checked: one server start, not two.)
      expect(server.output()).toMatch(/^Demo operator: operator \/ demo1234 \(no second factor/m);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

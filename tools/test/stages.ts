/**
 * The stages of `npm test` (CI's command), `npm run test:fast` and `npm run test:changed`: what each runs, what it
 * waits for, and the JSON report it leaves in test-reports/ for the closing summary. tools/test/run.ts runs them.
 */
export interface Stage {
  name: string;
  /** What it checks, in the header of its log. */
  title: string;
  command: readonly string[];
  env?: Readonly<Record<string, string | undefined>>;
  /** Stages that must have passed first (the browser suites need the build). */
  after?: readonly string[];
  /**
   * Stages that must have ended first, whatever they found: work that would share the cores with them. A stage
   * named here that is not in the run is not waited for.
   */
  waitsFor?: readonly string[];
  /**
   * Stages of one lane run one after another, in the order listed, whatever the one before found; lanes run side
   * by side. Two cores hold two lanes of busy work: more side by side only stretches every test's waits.
   */
  lane?: string;
  /** A lower CPU priority (nice), for work with generous timeouts that may yield to timed browser tests. */
  nice?: number;
  /** The JSON report it writes under test-reports/, whose failures the summary lists test by test. */
  report?: string;
}

const BIN = 'node_modules/.bin';

/**
 * The document lint and migration check, Biome and the type check: seconds each, and every other stage would fail
 * on what they find.
 */
const STATIC_STAGES: readonly Stage[] = [
  { name: 'lint:config', title: 'brand documents lint clean (npm run lint:config)', command: [`${BIN}/tsx`, 'tools/lint/cli.ts', 'screens'] },
  {
    name: 'migrate:check',
    title: 'brand documents at the current version, stable and valid once migrated (npm run migrate:check)',
    command: [`${BIN}/tsx`, 'tools/migrate/cli.ts', 'screens'],
  },
  {
    name: 'biome',
    title: 'code lint and format (Biome check, React hook rules included; `npm run format` writes the format)',
    command: ['node_modules/@biomejs/cli-linux-x64/biome', 'check', '--error-on-warnings'],
  },
  { name: 'typecheck', title: 'type check (tsc, with the type-level tests)', command: [`${BIN}/tsc`, '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'knip', title: 'no unused file, export or dependency (knip, knip.json)', command: [`${BIN}/knip`, '--no-progress'] },
];

/** Unit, screen matrix and tools tests (the config fuzz included, and `npm run gen` leaving no diff). */
const UNIT_STAGE: Stage = {
  name: 'unit',
  lane: 'vitest',
  title: 'unit, screen matrix and tools tests (vitest projects unit and tools)',
  command: [
    `${BIN}/vitest`,
    'run',
    '--project',
    'unit',
    '--project',
    'unit-isolated',
    '--project',
    'tools',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-reports/unit.json',
  ],
  report: 'unit.json',
};

/** The player's build (dist/), then the operator studio's (dist-studio/, vite.studio.config.ts): the browser suites use both. */
export const BUILD_STAGE: Stage = {
  name: 'build',
  title: 'build (vite: the player app, then the studio)',
  command: ['sh', '-c', `${BIN}/vite build --logLevel warn && ${BIN}/vite build --config vite.studio.config.ts --logLevel warn`],
};

/** The reference API's tests on one storage: the embedded PGlite, or the PostgreSQL of TEST_DATABASE_URL. */
export function serverStage(storage: 'pglite' | 'postgres', lane = 'vitest'): Stage {
  return {
    name: `server-${storage}`,
    lane,
    title: `server tests on ${storage === 'pglite' ? 'PGlite' : 'PostgreSQL'} (vitest project server)`,
    command: [`${BIN}/vitest`, 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile=test-reports/server-${storage}.json`],
    env: storage === 'pglite' ? { TEST_DATABASE_URL: undefined } : {},
    report: `server-${storage}.json`,
  };
}

/**
 * The browser suites against the built app: the e2e suite and the fault matrix in one Playwright process on one
 * server (PW_ONLY=browser; their tests own their data, so they run side by side), and the visual matrix with the
 * diff tool's check on a server of its own with a fixed clock (PW_ONLY=visual). `args` narrows them (test:changed).
 */
export function browserStage(args: readonly string[] = []): Stage {
  return {
    name: 'browser',
    lane: 'browser',
    title: 'e2e suite and fault matrix (Playwright, Chromium)',
    command: [`${BIN}/playwright`, 'test', '--project', 'faults', '--project', 'e2e', '--reporter=list,json', ...args],
    env: { PW_ONLY: 'browser', PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-reports/browser.json' },
    after: ['build'],
    report: 'browser.json',
  };
}

export function visualStage(args: readonly string[] = [], withDiffCheck = true): Stage {
  return {
    name: 'visual',
    lane: 'visual',
    title: 'visual matrix (Playwright, Chromium, screenshots against tests/visual/__screenshots__)',
    command: [`${BIN}/playwright`, 'test', '--project', 'visual', ...(withDiffCheck ? ['--project', 'visual-diff'] : []), '--reporter=list,json', ...args],
    env: { PW_ONLY: 'visual', PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-reports/visual.json' },
    after: ['build'],
    report: 'visual.json',
  };
}

/**
 * Every test (`npm test`): server tests on PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). The browser
 * suites keep both cores busy by themselves (the e2e suite and fault matrix alone: 97% of two cores for 20 min), and
 * a page's timings are what they check, so nothing heavy runs beside them: first the static checks, the build and
 * the unit tests side by side (none of them is timed by the machine's speed); then the e2e suite and fault matrix
 * alone; then the visual matrix (one page at a time, about a core) beside the server tests (one file at a time,
 * about a core). All three stages side by side (the old plan) left every page and test file waiting on a load of
 * 13-19 on two cores: pages took three to six times as long, and tests failed on their timeouts.
 */
export function allStages(env: NodeJS.ProcessEnv): Stage[] {
  return [
    ...STATIC_STAGES,
    BUILD_STAGE,
    UNIT_STAGE,
    { ...browserStage(), waitsFor: ['unit'] },
    { ...visualStage(), waitsFor: ['browser'] },
    { ...serverStage('pglite', 'server'), waitsFor: ['browser'] },
    ...(env.TEST_DATABASE_URL ? [serverStage('postgres', 'server')] : []),
  ];
}

/** The tier for every change (`npm run test:fast`): no build, no server, no browser. */
export function fastStages(): Stage[] {
  return [...STATIC_STAGES, UNIT_STAGE];
}

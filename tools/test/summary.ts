import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Adds up the JSON reports of vitest and Playwright into the one closing line CI reads: "N passed, N failed",
 * preceded by the name of every failed test (and every test that passed only on a retry), so a CI log whose
 * earlier output was cut still says what broke.
 */
interface VitestAssertion {
  fullName: string;
  status: string;
  failureMessages?: string[];
}
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  testResults?: { name: string; status?: string; message?: string; startTime?: number; assertionResults: VitestAssertion[] }[];
}
interface PlaywrightTest {
  projectName: string;
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  results: { error?: { message?: string } }[];
}
interface PlaywrightSpec {
  title: string;
  file: string;
  tests: PlaywrightTest[];
}
interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/** Lines of an assertion's diff worth keeping in the closing lines: what was expected and what came. */
const DIFF_LINE = /^\s*(Expected|Received|[-+] )/;
const MAX_DIFF_LINES = 8;

/**
 * An error's first line, then its expected/received lines (indented, at most eight): a failure seen only in CI's
 * last lines still says what it saw, e.g. which nodes kept their retry.
 */
function gist(text: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colour codes of error messages
  const lines = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const firstLine = lines.find((line) => line.trim() !== '') ?? '';
  // vitest's JSON report gives a timed-out test its placeholder stack error, without the timeout message.
  const first = firstLine === 'Error: STACK_TRACE_ERROR' ? 'timed out (vitest reports the timeout by its stack only)' : firstLine;
  const diff = lines.filter((line) => DIFF_LINE.test(line)).slice(0, MAX_DIFF_LINES);
  return [first, ...diff.map((line) => `    ${line.trim()}`)].join('\n');
}

function playwrightProblems(suites: PlaywrightSuite[] | undefined, path: string[], out: string[]): void {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const label = test.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED';
        const error = test.results.find((result) => result.error)?.error?.message;
        out.push(`${label} [${test.projectName}] ${[...here, spec.title].join(' › ')}: ${gist(error)}`);
      }
    }
    playwrightProblems(suite.suites, here, out);
  }
}

/**
 * A vitest report's failures in the order its files ran, not by name: files that share a worker (the unit project)
 * can fail in a chain after one broke the worker, and the first failure is the one worth reading.
 */
function vitestProblems(report: VitestReport, out: string[]): void {
  const files = [...(report.testResults ?? [])].sort((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0));
  for (const file of files) {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) out.push(`FAILED ${file.name} › ${test.fullName}: ${gist(test.failureMessages?.[0])}`);
    // A file that failed to load or timed out in a hook has no failed assertion of its own.
    if (file.status === 'failed' && failedTests.length === 0) out.push(`FAILED ${file.name}: ${gist(file.message)}`);
  }
}

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  /** The closing lines: every failed or retried test, the first of each long list, then "N passed, N failed, N skipped". */
  lines: string[];
}

/**
 * Adds up every JSON report in `dir` (vitest's and Playwright's). `failedStages` are stages that failed without a
 * test report of their own (the document lint, Biome, the type check, the build): each counts as one failure, so
 * the closing line never says "0 failed" for a run that failed.
 */
/** The failures one report counts (0 for a report that is missing or unreadable). */
export function reportFailures(path: string): number {
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as Partial<VitestReport & PlaywrightReport>;
    return data.stats ? data.stats.unexpected : (data.numFailedTests ?? 0);
  } catch {
    return 0;
  }
}

export function summarize(dir: string, failedStages: readonly string[] = []): Summary {
  let passed = 0;
  let failed = failedStages.length;
  let skipped = 0;
  const problems: string[] = failedStages.map((name) => `FAILED stage ${name} (its log is above)`);
  const firstOfLongLists: string[] = [];
  for (const name of existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith('.json'))
        .sort()
    : []) {
    const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<VitestReport & PlaywrightReport>;
    if (data.stats) {
      passed += data.stats.expected + data.stats.flaky;
      failed += data.stats.unexpected;
      skipped += data.stats.skipped;
      playwrightProblems(data.suites, [], problems);
    } else {
      passed += data.numPassedTests ?? 0;
      failed += data.numFailedTests ?? 0;
      skipped += data.numPendingTests ?? 0;
      const own: string[] = [];
      vitestProblems(data as VitestReport, own);
      problems.push(...own);
      if (own.length > 10) firstOfLongLists.push(`${name} (later ones may follow from it): ${own[0]}`);
    }
  }
  const lines = [
    ...problems,
    // A long list is cut in a CI log's middle: each vitest report's first failure again, beside the totals.
    ...firstOfLongLists.map((line) => `first of many failures in ${line}`),
    `${passed} passed, ${failed} failed, ${skipped} skipped`,
  ];
  return { passed, failed, skipped, lines };
}

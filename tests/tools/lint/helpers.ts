import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Finding } from '../../../tools/lint/index.ts';

export const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'screens');
const temps: string[] = [];

/** A throw-away copy of a screens/ folder (the fixture by default). */
export function copyScreens(from = FIXTURE): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-config-'));
  cpSync(from, dir, { recursive: true });
  temps.push(dir);
  return dir;
}

export function cleanupCopies(): void {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** Replaces text in a file of a copy (exactly once, so line numbers of the rest stay put). */
export function replaceIn(dir: string, rel: string, from: string, to: string): void {
  const abs = join(dir, rel);
  const text = readFileSync(abs, 'utf8');
  if (!text.includes(from)) throw new Error(`${rel} does not contain ${from}`);
  writeFileSync(abs, text.replace(from, to));
}

export function writeJson(dir: string, rel: string, value: unknown): void {
  writeFileSync(join(dir, rel), `${JSON.stringify(value, null, 2)}\n`);
}

export function readJson<T>(dir: string, rel: string): T {
  return JSON.parse(readFileSync(join(dir, rel), 'utf8')) as T;
}

/** 1-based line and column of `needle` in a file: its first occurrence, or its first inside `within`. */
export function positionOf(dir: string, rel: string, needle: string, within = needle): { line: number; col: number } {
  const text = readFileSync(join(dir, rel), 'utf8');
  const outer = text.indexOf(within);
  if (outer < 0 || !within.includes(needle)) throw new Error(`${rel} does not contain ${needle} in ${within}`);
  const offset = outer + within.indexOf(needle);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, col: before[before.length - 1].length + 1 };
}

/** The path a finding names for a file of a copy (relative to the working directory). */
export const fileOf = (dir: string, rel: string): string => relative(process.cwd(), join(dir, rel)).split('\\').join('/');

export const errors = (findings: readonly Finding[]): Finding[] => findings.filter((f) => f.severity === 'error');

export const byRule = (findings: readonly Finding[], rule: string): Finding[] => findings.filter((f) => f.rule === rule);

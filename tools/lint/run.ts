import { formatFinding, formatSummary } from './finding.ts';
import { lintConfig } from './lintConfig.ts';

/** `lint:config [dir]`: prints every finding and a summary; resolves to the exit status (1 on any error). */
export async function runLint(args: readonly string[], print: (line: string) => void): Promise<number> {
  const dir = args[0] ?? 'screens';
  const findings = await lintConfig(dir);
  for (const f of findings) print(formatFinding(f));
  print(formatSummary(findings, dir));
  return findings.some((f) => f.severity === 'error') ? 1 : 0;
}

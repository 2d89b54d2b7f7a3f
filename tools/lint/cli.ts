import { formatFinding, formatSummary } from './finding.ts';
import { lintConfig } from './lintConfig.ts';

/** `npm run lint:config [dir]`: prints every finding and a summary; exits 1 when any finding is an error. */
async function main(): Promise<number> {
  const dir = process.argv[2] ?? 'screens';
  const findings = await lintConfig(dir);
  for (const f of findings) console.log(formatFinding(f));
  console.log(formatSummary(findings, dir));
  return findings.some((f) => f.severity === 'error') ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  },
);

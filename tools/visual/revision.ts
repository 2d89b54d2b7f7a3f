import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A git revision's screens/ unpacked into `tmp` (git archive), for comparing its compositions with the working
 * tree's (visual:diff, test:changed). Answers the folder; throws when the revision does not exist.
 */
export function screensAtRevision(root: string, revision: string, tmp: string): string {
  execFileSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], { cwd: root, stdio: 'ignore' });
  const tar = execFileSync('git', ['archive', '--format=tar', revision, 'screens'], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', tmp], { input: tar });
  return join(tmp, 'screens');
}

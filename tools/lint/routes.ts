/**
 * Whether an app path (`/m/activityDetail?id={id}`) can match a route pattern in react-router syntax
 * (`/m/activityDetail`, `/m/game/:id`, `/m/*`, optional segments `:lang?`). `{name}` placeholders match any segment.
 */
export function routeMatches(pattern: string, target: string): boolean {
  const clean = (p: string): string[] => p.split(/[?#]/)[0].split('/').filter(Boolean);
  const pat = clean(pattern);
  const path = clean(target);
  const go = (i: number, j: number): boolean => {
    if (i === pat.length) return j === path.length;
    const seg = pat[i];
    if (seg === '*') return true;
    const optional = seg.endsWith('?');
    const s = optional ? seg.slice(0, -1) : seg;
    if (optional && go(i + 1, j)) return true;
    if (j === path.length) return false;
    const p = path[j];
    const ok = s.startsWith(':') || p === s || p.includes('{');
    return ok && go(i + 1, j + 1);
  };
  return go(0, 0);
}

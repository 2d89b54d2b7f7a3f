import { runLint } from './run.ts';
import { runWhere } from './where/run.ts';

/**
 * `npm run lint:config [dir]` (default screens/): exit 1 on any error, 2 when the linter itself fails.
 * `npm run lint:config -- --where <key | node id | text> [dir]`: where a key is used, which block a node is.
 */
function main(args: string[]): Promise<number> {
  const at = args.indexOf('--where');
  if (at < 0) return runLint(args, (line) => console.log(line));
  const query = args[at + 1];
  if (query === undefined) throw new Error('lint:config --where needs a key, a node id or a text, e.g. --where login');
  const rest = args.filter((_, i) => i !== at && i !== at + 1);
  return runWhere(query, rest[0] ?? 'screens', (line) => console.log(line));
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  },
);

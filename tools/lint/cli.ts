import { runLint } from './run.ts';

/** `npm run lint:config [dir]` (default screens/): exit 1 on any error, 2 when the linter itself fails. */
runLint(process.argv.slice(2), (line) => console.log(line)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  },
);

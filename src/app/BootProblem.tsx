import { Button } from '../ui/Button.tsx';

/**
 * Shown when the app cannot start: in development the operator-readable findings (same text as
 * `npm run lint:config`), in production a safe message with a retry (never a blank page).
 */
export function BootProblem({ title, lines, showDetails }: { title: string; lines: string[]; showDetails: boolean }) {
  return (
    <main className="boot-problem" role="alert">
      <h1>{title}</h1>
      {showDetails && lines.length ? (
        <>
          <p>
            The brand documents have errors. Fix them: under <code>npm run dev</code> this page reloads by itself once they pass (run{' '}
            <code>npm run lint:config</code> for the same list):
          </p>
          <ul>
            {lines.map((l) => (
              <li key={l}>
                <code>{l}</code>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Please check your connection and try again in a moment.</p>
      )}
      <Button label="Retry" onClick={() => window.location.reload()} />
    </main>
  );
}

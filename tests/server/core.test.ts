// The core API's server tests, in one file on purpose: vitest runs each test file in a fresh process, where
// PGlite's WebAssembly start costs ~10 s; inside one process every further database starts in ~1 s.
// Each suite still builds its own app on its own database.
import './core/session.suite.ts';
import './core/account.suite.ts';
import './core/site.suite.ts';
import './core/badInput.suite.ts';
import './core/client.suite.ts';
import './core/passwordCost.suite.ts';

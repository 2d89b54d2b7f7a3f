/// <reference lib="webworker" />
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

// Solves a captcha try's proof of work (ALTCHA) off the main thread: the page stays responsive while the key
// derivations run. ALTCHA's worker protocol (a share of the counters per worker, abort when another finds it).
handler({ deriveKey });

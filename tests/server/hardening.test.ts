// Hardening (issue 19), in one file on purpose: each vitest file is a fresh process where PGlite's start costs
// ~10 s; inside one process a further database starts in ~1 s. Each suite builds its own app on its own database.
import './hardening/input.suite.ts';
import './hardening/access.suite.ts';
import './hardening/loginAbuse.suite.ts';
import './hardening/loginDevice.suite.ts';
import './hardening/demoData.suite.ts';

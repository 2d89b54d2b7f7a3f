import { createOperator } from '../operators/accounts.ts';
import { appendAudit, CLI_OPERATOR } from '../operators/audit.ts';
import { DEMO_PASSWORD } from './members.ts';
import type { SeedStep } from './step.ts';

/** The demo's operator: published name and password, admin on every brand, no second factor. */
export const DEMO_OPERATOR = { username: 'operator', password: DEMO_PASSWORD } as const;

/**
 * Demo only (DEMO_MODE=1, as `npm start` runs): an operator anyone reading the README can sign in as, so the demo's
 * publishing and studio work at once. Production seeds no operator: its first comes from `npm run operator -- create`.
 */
export const demoOperatorStep: SeedStep = {
  name: 'operators.demo',
  demo: true,
  async run(tx, ctx) {
    const { account } = await createOperator(tx, { ...DEMO_OPERATOR, roles: [{ brand: '*', role: 'admin' }], totp: false }, ctx.now);
    await appendAudit(
      tx,
      {
        operator: CLI_OPERATOR,
        action: 'operator.create',
        summary: `demo seed created ${account.username} (admin on *, no second factor)`,
        details: { username: account.username, demo: true },
      },
      ctx.now,
    );
  },
};

/** The line `npm start` prints in demo mode, so whoever runs the demo knows how to reach the operator calls. */
export const demoOperatorNotice = (): string =>
  `Demo operator: ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password} (no second factor; admin on every brand; DEMO_MODE only, never in production). Sign in at /studio/ (the operator studio), or with npm run brands.`;

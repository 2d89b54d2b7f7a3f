import type { FastifyPluginAsync } from 'fastify';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { accountOf, createOperator, handOverOf, listOperators, requireAccount, resetCredentials, setDisabled } from '../operators/accounts.ts';
import { appendAudit, listAudit } from '../operators/audit.ts';
import { requireOperator } from '../operators/guard.ts';
import { checkGrantBrands, keepPlatformAdmin, type RoleGrant, rolesOf, setRoles } from '../operators/roles.ts';
import { endSessionsOf } from '../operators/sessions.ts';
import { operatorSessionCalls } from './operatorSession.ts';

const ADMIN = { role: 'admin' } as const;

const describeRoles = (roles: readonly RoleGrant[]): string => (roles.length ? roles.map((g) => `${g.role} on ${g.brand}`).join(', ') : 'no roles');

/**
 * The operator calls (under /ops, schemas/api/operator-catalog.json): sign-in and session (operatorSession.ts), and
 * for admins on '*' the accounts and the audit log. Every change writes its audit line in the same transaction.
 */
const operatorRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;
  operatorSessionCalls(app);

  callRoute(app, 'operatorList', async (q, req) => {
    await requireOperator(req, ADMIN);
    return ok({ list: await listOperators(db, q.includeDisabled ?? false) });
  });

  callRoute(app, 'operatorCreate', async (body, req) => {
    const by = await requireOperator(req, ADMIN);
    await checkGrantBrands(db, body.roles);
    const t = now();
    const created = await db.transaction(async (tx) => {
      const c = await createOperator(tx, { username: body.username, roles: body.roles, totp: body.totp ?? true }, t);
      await appendAudit(
        tx,
        {
          operator: by,
          action: 'operator.create',
          summary: `${by.username} created ${c.account.username} (${describeRoles(c.account.roles)}${c.totp ? '' : ', no second factor'})`,
          details: { username: c.account.username, roles: c.account.roles, totp: c.totp !== null },
        },
        t,
      );
      return c;
    });
    const h = handOverOf(created);
    return ok({ operator: h.account, oneTimePassword: h.oneTimePassword, oneTimePasswordExpiresAt: h.oneTimePasswordExpiresAt, totp: h.totp });
  });

  callRoute(app, 'operatorReset', async (body, req) => {
    const by = await requireOperator(req, ADMIN);
    const t = now();
    const row = await requireAccount(db, body.username);
    const fresh = await db.transaction(async (tx) => {
      const r = await resetCredentials(tx, row, body.totp ?? true, t);
      await endSessionsOf(tx, row.id, t);
      await appendAudit(
        tx,
        {
          operator: by,
          action: 'operator.reset',
          summary: `${by.username} reset the credentials of ${row.username}`,
          details: { username: row.username, totp: r.totp !== null },
        },
        t,
      );
      return r;
    });
    const h = handOverOf({ account: accountOf(await requireAccount(db, row.username), await rolesOf(db, row.id)), ...fresh });
    return ok({ operator: h.account, oneTimePassword: h.oneTimePassword, oneTimePasswordExpiresAt: h.oneTimePasswordExpiresAt, totp: h.totp });
  });

  callRoute(app, 'operatorSetRoles', async (body, req) => {
    const by = await requireOperator(req, ADMIN);
    await checkGrantBrands(db, body.roles);
    const row = await requireAccount(db, body.username);
    const t = now();
    const roles = await db.transaction(async (tx) => {
      const before = await rolesOf(tx, row.id);
      if (!body.roles.some((g) => g.brand === '*' && g.role === 'admin') && !row.disabled) await keepPlatformAdmin(tx, row);
      const after = await setRoles(tx, row.id, body.roles);
      await appendAudit(
        tx,
        {
          operator: by,
          action: 'operator.roles',
          summary: `${by.username} set the roles of ${row.username}: ${describeRoles(after)}`,
          details: { username: row.username, before, after },
        },
        t,
      );
      return after;
    });
    return ok(accountOf(row, roles));
  });

  callRoute(app, 'operatorDisable', async (body, req) => {
    const by = await requireOperator(req, ADMIN);
    const row = await requireAccount(db, body.username);
    const disabled = body.disabled ?? true;
    const t = now();
    await db.transaction(async (tx) => {
      if (disabled) {
        await keepPlatformAdmin(tx, row);
        await endSessionsOf(tx, row.id, t);
      }
      await setDisabled(tx, row.id, disabled);
      const verb = disabled ? 'disabled' : 'enabled';
      await appendAudit(
        tx,
        {
          operator: by,
          action: disabled ? 'operator.disable' : 'operator.enable',
          summary: `${by.username} ${verb} ${row.username}`,
          details: { username: row.username },
        },
        t,
      );
    });
    return ok(accountOf({ ...row, disabled }, await rolesOf(db, row.id)));
  });

  // Admins of a brand read its lines; every line (operator changes have no brand) needs admin on '*'.
  callRoute(app, 'auditList', async (q, req) => {
    await requireOperator(req, q.brand ? { role: 'admin', brand: q.brand } : ADMIN);
    return ok(await listAudit(db, { brand: q.brand, action: q.action, operator: q.operator, before: q.before, limit: q.pageSize ?? 50 }));
  });
};

export default operatorRoutes;

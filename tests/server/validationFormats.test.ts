import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installValidation } from '../../server/src/http/validation.ts';

/**
 * Formats in request schemas are checked by ajv-formats' full rules (installValidation): a date must be a day
 * that exists, an e-mail address must have a domain, and every other standard format is known too.
 */
async function appWith(format: string) {
  const app = Fastify();
  installValidation(app);
  const schema = { type: 'object', properties: { v: { type: 'string', format } }, required: ['v'] };
  app.post('/check', { schema: { body: schema } }, async () => ({ ok: true }));
  await app.ready();
  return async (v: string): Promise<number> => (await app.inject({ method: 'POST', url: '/check', payload: { v } })).statusCode;
}

describe('request formats (ajv-formats)', () => {
  it('date: a day that exists passes; a day that does not, or another shape, is refused', async () => {
    const check = await appWith('date');
    expect(await check('2024-02-29')).toBe(200);
    expect(await check('2025-02-29')).toBe(400);
    expect(await check('2025-13-01')).toBe(400);
    expect(await check('2025-6-1')).toBe(400);
  });

  it('email: an address with a domain passes; one without is refused', async () => {
    const check = await appWith('email');
    expect(await check('player@example.com')).toBe(200);
    expect(await check('player@')).toBe(400);
    expect(await check('player example.com')).toBe(400);
  });

  it('a standard format no hand-written rule covered (uri) is checked too', async () => {
    const check = await appWith('uri');
    expect(await check('https://example.com/a')).toBe(200);
    expect(await check('not a uri')).toBe(400);
  });
});

/**
 * The app's API client uploads a head icon as the platform reads it: the catalog's `multipart` body, the File as a
 * file part with the browser's boundary, through the real server (app.inject; the body serialised as fetch would).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../../../src/api/index.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember } from '../games/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const sentTypes: string[] = [];
/** fetch over app.inject for any body fetch can send (FormData included: Request writes it with its boundary). */
const fetchOverInject = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const req = new Request(String(input), init);
  const headers = Object.fromEntries(req.headers.entries());
  sentTypes.push(headers['content-type'] ?? '');
  const payload = init.body === undefined ? undefined : Buffer.from(await req.arrayBuffer());
  const url = new URL(req.url);
  const r = await t.app.inject({ method: req.method as 'POST', url: url.pathname + url.search, headers, payload });
  return new Response(r.body, { status: r.statusCode, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

describe('api client: uploadMemberIcon', () => {
  it('sends the File as a multipart file part and reads the stored icon back', async () => {
    const m = await makeMember(t);
    const api = createApiClient({
      baseUrl: 'http://api.test',
      merchantCode: 'LUCKY88',
      getToken: () => m.token,
      getLanguage: () => 'EN',
      encryption: 'plain',
      fetch: fetchOverInject,
      isOffline: () => false,
    });
    const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const answer = await api.call('uploadMemberIcon', { icon: new File([png], 'me.png', { type: 'image/png' }) });
    expect(sentTypes.at(-1)).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.icon).toMatch(/^data:image\/webp;base64,/);
    expect(await api.call('memberIcon')).toEqual(answer);
    // A refusal comes back as an ApiError with the platform's code and words.
    const err = await api.call('uploadMemberIcon', { icon: new File(['GIF89a'], 'x.png', { type: 'image/png' }) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 415, errorCode: 'icon.type' });
  });
});

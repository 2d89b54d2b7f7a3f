/**
 * Head icon: a multipart upload of PNG, JPEG or WebP (told by the bytes), at most 2 MB, re-encoded to a 256 px square
 * WebP with no metadata and answered by memberIcon; every other upload is a 4xx and stores nothing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember, type Member } from '../games/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}
const BOUNDARY = '----iconTestBoundary7MA4YWxk';
function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`));
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : p.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const upload = (m: Member, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/info/icon',
    headers: { merchant: 'LUCKY88', authorization: m.token, 'content-type': contentType },
    payload: body,
  });
const uploadFile = (m: Member, data: Buffer, filename = 'me.png', type = 'image/png') => upload(m, multipart([{ name: 'icon', data, filename, type }]));
const stored = async (m: Member) =>
  expectOk<{ icon: string | null; updatedAt: number | null }>(await call(t.app, 'memberIcon', { token: m.token }), 'memberIcon');
const decode = (icon: string) => Buffer.from(icon.replace(/^data:image\/webp;base64,/, ''), 'base64');

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

describe('memberIcon / uploadMemberIcon', () => {
  it('answers null before any upload', async () => {
    const m = await makeMember(t);
    expect(await stored(m)).toEqual({ icon: null, updatedAt: null });
  });

  it('takes PNG, JPEG and WebP and stores a 256 px square WebP without metadata', async () => {
    const m = await makeMember(t);
    const jpeg = await picture(640, 400)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place', Artist: 'camera owner' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    for (const [data, name] of [
      [await picture(300, 300).png().toBuffer(), 'a.png'],
      [await picture(120, 500).webp().toBuffer(), 'b.webp'],
      [jpeg, 'c.jpg'],
    ] as const) {
      const r = await uploadFile(m, data, name, 'application/octet-stream');
      expect(r.statusCode, r.body).toBe(200);
      const value = (r.json() as { value: { icon: string; updatedAt: number } }).value;
      expect(value.icon).toMatch(/^data:image\/webp;base64,/);
      const meta = await sharp(decode(value.icon)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(await stored(m)).toEqual(value);
    }
    expect(decode((await stored(m)).icon ?? '').includes(Buffer.from('secret place'))).toBe(false);
  });

  it('refuses what is not a usable picture, with a 4xx, and stores nothing', async () => {
    const m = await makeMember(t);
    const png = await picture(64, 64).png().toBuffer();
    const gif = Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    );
    const cases: [string, Promise<Awaited<ReturnType<typeof upload>>>, number, string][] = [
      ['a GIF named .png', uploadFile(m, gif, 'x.png', 'image/png'), 415, 'icon.type'],
      ['text named .jpg', uploadFile(m, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.jpg', 'image/jpeg'), 415, 'icon.type'],
      ['PNG signature then junk', uploadFile(m, Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)])), 400, 'icon.unreadable'],
      ['JPEG signature on a PNG body', uploadFile(m, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png])), 400, 'icon.unreadable'],
      ['an empty file', uploadFile(m, Buffer.alloc(0)), 400, 'icon.empty'],
      ['over 2 MB', uploadFile(m, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])), 413, 'icon.too.large'],
      ['the picture as a text field', upload(m, multipart([{ name: 'icon', data: png.toString('latin1') }])), 400, 'icon.missing'],
      ['no icon part', upload(m, multipart([{ name: 'other', data: png, filename: 'a.png' }])), 400, 'validation.failed'],
      [
        'an extra field',
        upload(
          m,
          multipart([
            { name: 'icon', data: png, filename: 'a.png' },
            { name: 'x', data: '1' },
          ]),
        ),
        400,
        'validation.failed',
      ],
      [
        'icon twice',
        upload(
          m,
          multipart([
            { name: 'icon', data: png, filename: 'a.png' },
            { name: 'icon', data: png, filename: 'b.png' },
          ]),
        ),
        400,
        'request.invalid',
      ],
      ['no boundary', upload(m, multipart([{ name: 'icon', data: png, filename: 'a.png' }]), 'multipart/form-data'), 400, 'request.invalid'],
      ['a truncated body', upload(m, multipart([{ name: 'icon', data: png, filename: 'a.png' }]).subarray(0, 300)), 400, 'request.invalid'],
      ['JSON', upload(m, Buffer.from(JSON.stringify({ icon: png.toString('base64') })), 'application/json'), 400, 'icon.missing'],
    ];
    for (const [what, pending, status, code] of cases) {
      const r = await pending;
      expect(r.statusCode, `${what}: ${r.body}`).toBe(status);
      expect(r.json(), what).toMatchObject({ success: false, errorCode: code });
    }
    expect(await stored(m)).toEqual({ icon: null, updatedAt: null });
  });

  it('needs a real session', async () => {
    const png = await picture(32, 32).png().toBuffer();
    const r = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: { merchant: 'LUCKY88', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart([{ name: 'icon', data: png, filename: 'a.png' }]),
    });
    expect(r.statusCode).toBe(401);
    expectFail(await call(t.app, 'memberIcon'), 401, 'login.not.session');
    const trial = await makeMember(t, { type: 4 });
    const tr = await uploadFile(trial, png);
    expect(tr.statusCode).toBe(403);
    expect(tr.json()).toMatchObject({ errorCode: 'free_reject' });
  });

  it('keeps one member from seeing another one icon', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    expect((await uploadFile(a, await picture(50, 50).png().toBuffer())).statusCode).toBe(200);
    expect((await stored(a)).icon).not.toBeNull();
    expect((await stored(b)).icon).toBeNull();
  });
});

/**
 * The media route's sizes and formats: `?w=` serves the width a page draws, a `.png` URL answers AVIF or WebP to a
 * browser that says it shows them (and PNG to one that does not), every variant cached for a year by its own ETag.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateFormat, snapWidth } from '../../../server/src/media/variants.ts';
import { MEDIA_PREFIX, mediaPath } from '../../../server/src/routes/paths.ts';
import { expectFail, send } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** What Chromium sends for an <img>. */
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function get(url: string, accept?: string) {
  const res = await t.app.inject({ url, headers: accept ? { accept } : {} });
  expect(res.statusCode, url).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { res, type: res.headers['content-type'], width: meta.width, height: meta.height, format: meta.format, bytes: res.rawPayload.length };
}

describe('format negotiation', () => {
  it('prefers AVIF, then WebP, and only for explicit types', () => {
    expect(negotiateFormat(CHROME_ACCEPT)).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp;q=0.9')).toBe('webp');
    expect(negotiateFormat('image/*,*/*;q=0.8')).toBe('png');
    expect(negotiateFormat(undefined)).toBe('png');
  });

  it('rounds a width up to a step and never enlarges', () => {
    expect(snapWidth(undefined, 200)).toBe(200);
    expect(snapWidth(110, 200)).toBe(120);
    expect(snapWidth(120, 200)).toBe(120);
    expect(snapWidth(1000, 750)).toBe(750);
    expect(snapWidth(700, 750)).toBe(750);
    expect(snapWidth(1, 200)).toBe(48);
  });
});

describe('media variants', () => {
  it('answers AVIF or WebP for a browser that accepts them, PNG otherwise, and varies on Accept', async () => {
    const url = mediaPath('games', 'JL_0003');
    const avif = await get(url, CHROME_ACCEPT);
    expect(avif.type).toBe('image/avif');
    expect(avif.format).toBe('heif');
    expect(avif.res.headers.vary).toBe('Accept');
    const webp = await get(url, 'image/webp,*/*');
    expect(webp.type).toBe('image/webp');
    const png = await get(url);
    expect(png.type).toBe('image/png');
    expect(png.res.headers.vary).toBe('Accept');
    expect(avif.bytes).toBeLessThan(png.bytes);
    expect(webp.bytes).toBeLessThan(png.bytes);
    // Each variant has its own validator: a cached PNG's ETag must not revalidate an AVIF answer.
    expect(new Set([avif.res.headers.etag, webp.res.headers.etag, png.res.headers.etag]).size).toBe(3);
  });

  it('serves the requested width, keeping the aspect ratio, in every format', async () => {
    const banner = await get(`${mediaPath('promo', '12')}?w=345`, CHROME_ACCEPT);
    expect(banner).toMatchObject({ width: 360, height: Math.round((360 * 300) / 690), type: 'image/avif' });
    const tile = await get(`${mediaPath('games', 'JL_0003')}?w=120`);
    expect(tile).toMatchObject({ width: 120, height: 120, type: 'image/png' });
    expect(await get(`${mediaPath('games', 'JL_0003')}?w=5000`, 'image/webp')).toMatchObject({ width: 200, type: 'image/webp' });
  });

  it('a game tile drawn at 2x is well under 15 KB in a modern format', async () => {
    expect((await get(`${mediaPath('games', 'PG_0004')}?w=200`, CHROME_ACCEPT)).bytes).toBeLessThan(15 * 1024);
  });

  it('.webp and .avif URLs ask for that format whatever the Accept header', async () => {
    const webp = await get(`${MEDIA_PREFIX}games/JL_0003.webp?w=96`);
    expect(webp).toMatchObject({ type: 'image/webp', width: 96 });
    expect(webp.res.headers.vary).toBeUndefined();
    expect((await get(`${MEDIA_PREFIX}banners/7000.avif`)).type).toBe('image/avif');
  });

  it('caches every variant for a year and revalidates it by its ETag', async () => {
    const url = `${mediaPath('games', 'JL_0005')}?w=120`;
    const first = await get(url, CHROME_ACCEPT);
    expect(first.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.app.inject({ url, headers: { accept: CHROME_ACCEPT, 'if-none-match': String(first.res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const third = await get(url, CHROME_ACCEPT);
    expect(third.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
  });

  it("serves each brand's app icon square, and 404s the icon of a brand there is none of", async () => {
    for (const brand of ['lucky', 'royal']) expect(await get(mediaPath('footer', `app-${brand}`))).toMatchObject({ width: 192, height: 192, format: 'png' });
    expect((await t.app.inject({ url: mediaPath('footer', 'app-nobody') })).statusCode).toBe(404);
  });

  it('refuses a malformed width and still 404s unknown images', async () => {
    for (const w of ['0', '-5', 'abc', '1e3', '120px']) expectFail(await send(t.app, 'GET', `${mediaPath('games', 'JL_0003')}?w=${w}`), 400);
    expectFail(await send(t.app, 'GET', `${mediaPath('games', 'NOPE_1')}?w=120`), 404);
    expectFail(await send(t.app, 'GET', `${MEDIA_PREFIX}games/NOPE_1.avif`), 404);
  });
});

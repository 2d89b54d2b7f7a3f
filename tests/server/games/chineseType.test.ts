/**
 * Chinese on drawn pictures: CJK characters are set in the repository's Noto Sans CJK subset (Latin stays in the
 * display font), lines break between hanzi but never inside a Latin word nor before a closing mark, every seeded
 * Chinese text a banner or cover shows is covered by the fonts, and a text with a character they lack is drawn
 * from the English row rather than as empty boxes.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerSvg } from '../../../server/src/media/banner.ts';
import { bannerPalette } from '../../../server/src/media/palette.ts';
import { breakUnits, hasCjk } from '../../../server/src/media/lineBreak.ts';
import { pictureTextsIn } from '../../../server/src/media/pictureTexts.ts';
import { familiesOf, fitLines, hasGlyphs, textAt, textWidth } from '../../../server/src/media/typeface.ts';
import { mediaPath } from '../../../server/src/routes/paths.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const THEME = { primary: '#b58cff', onPrimary: '#14002e', accent: '#ff9f5a', bg: '#120c1c' };
const CJK_FONT = 'Noto Sans CJK SC';
const DISPLAY_FONT = 'Baloo 2 ExtraBold';

describe('setting Chinese', () => {
  it('draws hanzi and CJK punctuation in the CJK font and Latin runs in the display font', () => {
    expect(familiesOf('首存奖金最高 ₱5,000')).toEqual([CJK_FONT, DISPLAY_FONT]);
    expect(familiesOf('畅玩 JILI 赢大奖')).toEqual([CJK_FONT, DISPLAY_FONT, CJK_FONT]);
    expect(familiesOf('周末奖金：50%')).toEqual([CJK_FONT, DISPLAY_FONT]);
    // Outlines, not empty boxes: each hanzi is a shape of its own.
    expect(textAt('奖', 0, 40, 40)).not.toBe(textAt('金', 0, 40, 40));
    expect(textAt('奖金', 0, 40, 40).length).toBeGreaterThan(200);
    expect(hasGlyphs('每日签到，领取奖励')).toBe(true);
  });

  it('breaks between hanzi, keeps Latin words whole and closing marks on the line before', () => {
    expect(breakUnits('畅玩JILI赢大奖').map((u) => u.text)).toEqual(['畅', '玩', 'JILI', '赢', '大', '奖']);
    expect(breakUnits('签到，领取（每日）奖励').map((u) => u.text)).toEqual(['签', '到，', '领', '取', '（每', '日）', '奖', '励']);
    expect(hasCjk('JOIN NOW')).toBe(false);
    const o = { width: 200, max: 30, min: 20, maxLines: 2 };
    const fit = fitLines('登录并完成今日签到，畅玩JILI赢大奖', o);
    expect(fit.lines).toHaveLength(2);
    expect(fit.lines.join('')).toBe('登录并完成今日签到，畅玩JILI赢大奖');
    for (const line of fit.lines) {
      expect(textWidth(line, fit.size)).toBeLessThanOrEqual(200);
      expect(line).not.toMatch(/^[，。！？：]/);
    }
    expect(fit.lines.some((l) => l.includes('JILI'))).toBe(true);
    // Too long for two lines at the smallest size: cut between characters, ending with "…".
    const long = fitLines('每日签到领取丰厚奖励和免费旋转机会还有更多惊喜等着您来发现', { ...o, width: 120 });
    expect(long.size).toBe(20);
    expect(long.lines[1].endsWith('…')).toBe(true);
    for (const line of long.lines) expect(textWidth(line.replace('…', ''), 20)).toBeLessThanOrEqual(120);
  });

  it('puts the CJK outlines on a banner: a Chinese banner is another picture than the English one', async () => {
    const en = bannerSvg(750, 300, bannerPalette(THEME, 7), 7, { title: 'WELCOME BACK', subtitle: 'LOG IN AND CHECK IN FOR TODAY' });
    const cn = bannerSvg(750, 300, bannerPalette(THEME, 7), 7, { title: '欢迎回来', subtitle: '登录并完成今日签到' });
    // The title's path is the CJK font's outline of the title, moved to where the banner sets it.
    const title = /<path d="([^"]+)"[^>]*stroke-linejoin/.exec(cn)?.[1] ?? '';
    const { lines, size } = fitLines('欢迎回来', { width: 750 * 0.6 - 30, max: 60, min: 30, maxLines: 2 });
    expect(lines).toEqual(['欢迎回来']);
    expect(isMovedCopy(title, textAt('欢迎回来', 0, 0, size))).toBe(true);
    expect(isMovedCopy(title, textAt('WELCOME', 0, 0, size))).toBe(false);
    const [a, b] = await Promise.all([en, cn].map((svg) => sharp(Buffer.from(svg)).raw().toBuffer()));
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differing++;
    expect(differing).toBeGreaterThan(1000);
  });
});

/** Whether path `a` is path `b` moved by one offset (same commands, every x and y shifted alike, to 0.1 px). */
function isMovedCopy(a: string, b: string): boolean {
  const commands = (d: string) => d.replace(/[^A-Za-z]/g, '');
  const numbers = (d: string) => (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const [na, nb] = [numbers(a), numbers(b)];
  if (commands(a) !== commands(b) || na.length !== nb.length || na.length < 2) return false;
  const [dx, dy] = [na[0] - nb[0], na[1] - nb[1]];
  return na.every((n, i) => Math.abs(n - nb[i] - (i % 2 === 0 ? dx : dy)) <= 0.11);
}

describe('seeded pictures in Chinese', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('every Chinese text a banner or cover shows is covered by the fonts, its hanzi by the CJK font', async () => {
    const texts = await pictureTextsIn(t.db, 'CN');
    expect(texts.filter(hasCjk).length).toBeGreaterThan(20);
    expect(texts.filter((text) => !hasGlyphs(text))).toEqual([]);
    for (const text of texts.filter(hasCjk)) expect(familiesOf(text), text).toContain(CJK_FONT);
  });

  it('serves a Chinese banner unlike the English one, and the English one for a text the fonts cannot draw', async () => {
    const [first, second] = await t.db.query<{ id: number }>("SELECT id FROM announcements WHERE type = 'B' ORDER BY id LIMIT 2");
    const get = async (name: string) => {
      const res = await t.app.inject({ url: mediaPath('banners', name) });
      expect(res.statusCode, name).toBe(200);
      return res.rawPayload;
    };
    expect((await get(`${first.id}-CN`)).equals(await get(String(first.id)))).toBe(false);
    // 𪚥 (four dragons) is in no subset: the picture falls back to the English row instead of showing boxes.
    await t.db.query("UPDATE announcements SET texts = jsonb_set(texts, '{CN,title}', to_jsonb($2::text)) WHERE id = $1", [second.id, '𪚥𪚥']);
    expect(hasGlyphs('𪚥')).toBe(false);
    expect((await get(`${second.id}-CN`)).equals(await get(String(second.id)))).toBe(true);
  });
});

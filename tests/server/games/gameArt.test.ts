/**
 * Game tiles as game art: the scene follows what the game is, the title is set in the repository's font as
 * outlines (no `<text>` left to the machine's fonts), long names wrap to two lines or end with "…", and the
 * rendered tile is a 200 x 200 PNG that differs from game to game. Banners and promotion covers are set the same
 * way, at their group's size.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appIconSvg, drawAppIcon } from '../../../server/src/media/appIcon.ts';
import { artSvg, drawArt } from '../../../server/src/media/art.ts';
import { drawFooterBadge, footerBadgeSvg } from '../../../server/src/media/footer.ts';
import { drawVendorLogo, vendorLogoSvg } from '../../../server/src/media/vendorLogo.ts';
import { bannerSvg, drawBanner, drawPromoCover } from '../../../server/src/media/banner.ts';
import { drawGameIcon, gameIconSvg } from '../../../server/src/media/gameIcon.ts';
import { bannerPalette } from '../../../server/src/media/palette.ts';
import { BANNER_SIZES } from '../../../server/src/seed/banners.ts';
import { sceneOf } from '../../../server/src/media/gameScenes.ts';
import { fitLines, textWidth } from '../../../server/src/media/typeface.ts';

const THEME = { primary: '#f5c542', onPrimary: '#1a1400', accent: '#37c5a8', bg: '#0f1115' };
const game = { gameId: 'PG_0004', name: 'Fortune Tiger', category: 'RNG', classify: 'SLOT', vendorName: 'PG Soft' };

describe('game art', () => {
  it('picks the scene from the category and the game type', () => {
    expect(sceneOf('RNG', 'SLOT')).toBe('slot');
    expect(sceneOf('JILI', 'FEATURE')).toBe('slot');
    expect(sceneOf('FISH', 'ARCADE')).toBe('fish');
    expect(sceneOf('LIVE', 'BAC')).toBe('cards');
    expect(sceneOf('LIVE', 'ROU')).toBe('roulette');
    expect(sceneOf('LIVE', 'SB')).toBe('dice');
    expect(sceneOf('PVP', 'MAHJONG')).toBe('mahjong');
    expect(sceneOf('LOTT', 'LOTTO')).toBe('lottery');
    expect(sceneOf('SPORTS', 'SPORTS')).toBe('sports');
    expect(sceneOf('COCKFIGHT', 'COCKFIGHT')).toBe('trophy');
  });

  it('sets titles in the font, wrapped to the tile, never cut inside a word', () => {
    const short = fitLines('Golden Empire', { width: 176, max: 32, min: 17, maxLines: 2 });
    expect(short.lines).toEqual(['Golden', 'Empire']);
    expect(short.size).toBe(32);
    const long = fitLines('Sabong Derby Championship Finals Night', { width: 176, max: 32, min: 17, maxLines: 2 });
    expect(long.size).toBe(17);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1].endsWith('…')).toBe(true);
    for (const line of short.lines) expect(textWidth(line, 32)).toBeLessThanOrEqual(176);
    for (const line of long.lines) expect(textWidth(line.replace('…', ''), 17)).toBeLessThanOrEqual(176);
  });

  it('writes type as outlines, so every machine draws the same tile', () => {
    const svg = gameIconSvg(game);
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+/);
  });

  it('renders a 200 x 200 PNG, different for each game', async () => {
    const a = await drawGameIcon(game);
    const b = await drawGameIcon({ ...game, gameId: 'PG_0005', name: 'Mahjong Ways', classify: 'MAHJONG', category: 'PVP' });
    expect(await sharp(a).metadata()).toMatchObject({ width: 200, height: 200, format: 'png' });
    const [pa, pb] = await Promise.all([a, b].map((x) => sharp(x).raw().toBuffer()));
    let differing = 0;
    for (let i = 0; i < pa.length; i += 4) if (Math.abs(pa[i] - pb[i]) > 40) differing++;
    expect(differing / (pa.length / 4)).toBeGreaterThan(0.3);
  });
});

describe('banners and promotion covers', () => {
  it("are drawn at their group's size with outlined type, a cover with its button", async () => {
    for (const group of ['m_home', 'm_hotgames', 'm_leftmenu'] as const) {
      const [w, h] = BANNER_SIZES[group];
      const png = await drawBanner(7000, BANNER_SIZES[group], { title: 'VIP CLUB', subtitle: 'SEE THE BENEFITS OF EVERY LEVEL' }, THEME);
      expect(await sharp(png).metadata()).toMatchObject({ width: w, height: h, format: 'png' });
    }
    expect(await sharp(await drawPromoCover(3, 'Weekend Reload Bonus', 'JOIN NOW', THEME)).metadata()).toMatchObject({ width: 690, height: 300 });
    const plain = bannerSvg(750, 300, bannerPalette(THEME, 7), 7, { title: 'VIP CLUB', subtitle: 'EXCLUSIVE REWARDS' });
    const withButton = bannerSvg(750, 300, bannerPalette(THEME, 7), 7, { title: 'VIP CLUB', subtitle: 'EXCLUSIVE REWARDS', cta: 'JOIN NOW' });
    expect(plain).not.toContain('<text');
    expect(withButton.split('<path d=').length - plain.split('<path d=').length).toBe(1);
    expect(withButton).toContain('rx="24"');
  });
});

describe("the app's own pictures", () => {
  it('draws the free-play and app pictures without words, and nothing for other names', async () => {
    for (const name of ['free-play', 'app']) {
      expect(artSvg(name)).not.toContain('<text');
      expect(await sharp(await drawArt(name)).metadata()).toMatchObject({ width: 750, height: 300, format: 'png' });
    }
    expect(artSvg('toString')).toBeUndefined();
    expect(await drawArt('nope')).toBeUndefined();
  });
});

describe('badges, vendor logos and app icons', () => {
  it('set their words in the font as outlines, like the tiles, at their own sizes', async () => {
    for (const svg of [footerBadgeSvg('licence'), vendorLogoSvg('PG', 'PG Soft'), appIconSvg('Royal PH', THEME)]) {
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+/);
    }
    expect(await sharp(await drawFooterBadge('licence')).metadata()).toMatchObject({ width: 160, height: 64, format: 'png' });
    expect(await sharp(await drawVendorLogo('PG', 'PG Soft')).metadata()).toMatchObject({ width: 240, height: 96, format: 'png' });
    expect(footerBadgeSvg('toString')).toBeUndefined();
    expect(await drawFooterBadge('nope')).toBeUndefined();
  });

  it("draws a brand's app icon square, in its theme's colours, its name on at most two lines", async () => {
    expect(await sharp(await drawAppIcon('Lucky88', THEME)).metadata()).toMatchObject({ width: 192, height: 192, format: 'png' });
    const svg = appIconSvg('Royal PH', { ...THEME, primary: '#b388ff', bg: '#1a0b2e' });
    expect(svg).toContain('fill="#b388ff"');
    expect(svg).toContain('fill="#1a0b2e"');
    expect(fitLines('Royal PH', { width: 156, max: 52, min: 22, maxLines: 2 }).lines.length).toBeLessThanOrEqual(2);
  });
});

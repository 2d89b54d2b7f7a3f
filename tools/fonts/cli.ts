/**
 * `npx tsx tools/fonts/cli.ts`: remakes server/assets/fonts/NotoSansCJKsc-Bold-subset.otf, the font drawn pictures
 * set Chinese in (server/src/media/typeface.ts). Needs Debian's fonts-noto-cjk and python3-fonttools
 * (`apt-get install -y --no-install-recommends fonts-noto-cjk python3-fonttools`); CI never runs this, it uses the
 * committed file. The subset keeps the Simplified Chinese face of Noto Sans CJK Bold (SIL OFL 1.1) for:
 * ASCII and Latin-1, general punctuation, CJK punctuation and full-width forms, the 3,755 level-1 hanzi of GB2312,
 * and every character of every seeded text a picture shows in Chinese (seeded into an in-memory database here).
 * Hinting and vertical metrics are dropped (outlines are drawn at pixel sizes, horizontally); CFF stays as it is.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../../server/src/db/index.ts';
import { pictureTextsIn } from '../../server/src/media/pictureTexts.ts';
import { runSeed } from '../../server/src/seed/index.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
/** The collection's faces: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK. */
const SC_FACE = 2;
const OUT = join(ROOT, 'server/assets/fonts/NotoSansCJKsc-Bold-subset.otf');
/** ASCII, Latin-1, general punctuation, currency signs, CJK punctuation, full-width and half-width forms. */
const RANGES = 'U+0020-007E,U+00A0-00FF,U+2000-206F,U+20A0-20BF,U+3000-303F,U+FF00-FFEF';

/** GB2312 level 1: rows 0xB0..0xD7, cells 0xA1..0xFE, ending at 0xD7F9 (3,755 hanzi by pronunciation). */
function gb2312Level1(): string {
  const decoder = new TextDecoder('gb18030');
  let out = '';
  for (let hi = 0xb0; hi <= 0xd7; hi++) {
    for (let lo = 0xa1; lo <= (hi === 0xd7 ? 0xf9 : 0xfe); lo++) out += decoder.decode(Uint8Array.of(hi, lo));
  }
  return out;
}

async function seededChinese(): Promise<string> {
  const db = await createDb({ memory: true });
  try {
    await runSeed(db, { now: Date.now(), demo: true });
    return (await pictureTextsIn(db, 'CN')).join('');
  } finally {
    await db.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'cjk-subset-'));
try {
  const chars = [...new Set([...gb2312Level1(), ...(await seededChinese())])].join('');
  writeFileSync(join(dir, 'chars.txt'), chars);
  execFileSync(
    '/usr/bin/python3',
    [
      '-m',
      'fontTools.subset',
      SOURCE,
      `--font-number=${SC_FACE}`,
      `--text-file=${join(dir, 'chars.txt')}`,
      `--unicodes=${RANGES}`,
      '--layout-features=kern',
      '--no-hinting',
      '--drop-tables+=vhea,vmtx,VORG',
      '--name-IDs=*',
      `--output-file=${OUT}`,
    ],
    { stdio: 'inherit' },
  );
  console.log(`${OUT}: ${[...chars].length} characters asked for, ${statSync(OUT).size} bytes`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPreviewToken, PREVIEW_MAX_MS, PREVIEW_SECRET_MIN_BYTES } from '../../server/src/http/previewLink.ts';
import { listBrands } from './loadDocuments.ts';

/**
 * `npm run preview-link -- <brand> --site <origin> [--hours N]`: a link that shows <brand> on another brand's site
 * (for an operator to review a brand before its host is live), valid for N hours (default 24, at most 7 days). The
 * server must run with the same PREVIEW_SECRET; without one no link is accepted. Opening the link keeps the preview
 * for that browser until it expires; `?preview=end` on any page ends it.
 */
const USAGE = 'usage: PREVIEW_SECRET=... npm run preview-link -- <brand> --site <https://host> [--hours 24]';

function main(): void {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { site: { type: 'string' }, hours: { type: 'string', default: '24' } } });
  const brand = positionals[0];
  const secret = process.env.PREVIEW_SECRET ?? '';
  const hours = Number(values.hours);
  const brands = listBrands(join(process.cwd(), 'screens'));
  const problem = !brand
    ? USAGE
    : !brands.includes(brand)
      ? `unknown brand "${brand}" (brands: ${brands.join(', ')})`
      : !values.site || !/^https?:\/\/[^/]+$/.test(values.site)
        ? `--site must be an origin such as https://lucky.example.com\n${USAGE}`
        : !(hours > 0 && hours * 3600_000 <= PREVIEW_MAX_MS)
          ? `--hours must be between 0 and ${PREVIEW_MAX_MS / 3600_000}`
          : !secret
            ? `PREVIEW_SECRET is not set (the server checks links with the same secret)\n${USAGE}`
            : Buffer.byteLength(secret, 'utf8') < PREVIEW_SECRET_MIN_BYTES
              ? `PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_BYTES} bytes: the server refuses to start with a shorter one`
              : null;
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
  const expiresAt = Date.now() + hours * 3600_000;
  const token = createPreviewToken({ brand, expiresAt }, secret);
  console.log(`${values.site}/m/home?preview=${token}`);
  console.log(`shows ${brand} until ${new Date(expiresAt).toISOString()}; end it early with ?preview=end`);
}

main();

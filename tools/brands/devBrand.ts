import type { IncomingMessage } from 'node:http';
import { selectBrand } from '../../src/core/brand/selectBrand.ts';
import { listBrands, readHosts } from './loadDocuments.ts';

const hostnameOf = (host: string | undefined): string => (host ?? '').replace(/:\d+$/, '').toLowerCase();

/**
 * The brand a development request is for: its Host header, as the production server chooses, or `?brand=` on the
 * request (development only). Read from screens/ on every request, so an edit applies at once.
 */
export function devBrandOf(req: IncomingMessage, screensDir: string): string {
  const url = new URL(req.url ?? '/', 'http://dev');
  return selectBrand(readHosts(screensDir), hostnameOf(req.headers.host), url.searchParams.get('brand'), listBrands(screensDir));
}

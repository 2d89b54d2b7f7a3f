import { composeBrand, layer } from '../../core/brand/compose.ts';
import { documentKind } from '../../core/brand/nodeLists.ts';
import { DOCUMENT_VERSION } from '../../core/migrations/documentVersion.ts';
import type { BrandBundle } from '../../generated/brand-bundle.ts';
import { isObject, type Json } from './json.ts';
import type { Base, Draft } from './types.ts';

/** The draft layered on _base: the bundle the preview draws and the checks read. */
export function composeDraft(base: Base, draft: Draft): BrandBundle {
  return composeBrand(new Map(Object.entries(base.files)), new Map(Object.entries(draft.files)));
}

/** The texts brandSave and brandCheck take: each document as 2-space JSON and a final newline, by path. */
export function draftFileTexts(draft: Draft): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of Object.keys(draft.files).sort()) out[rel] = `${JSON.stringify(draft.files[rel], null, 2)}\n`;
  return out;
}

/** One composed document (base file with the draft's file layered on), at the path the files use. */
export function composedFile(base: Base, draft: Draft, rel: string): unknown {
  return layer(base.files[rel], draft.files[rel], documentKind(rel));
}

/** The editor schema an overlay file names (from its folder: screens/<brand>/<rel>), as `brands pull` writes. */
function schemaOf(rel: string): string | undefined {
  if (rel === 'brand.json') return '../../src/generated/editor/brand.patch.json';
  if (/^screens\/[^/]+\.json$/.test(rel)) return '../../../src/generated/editor/screen.patch.json';
  if (/^locales\/[^/]+\.json$/.test(rel)) return '../../../src/generated/editor/locale.patch.json';
  return undefined;
}

/** A new overlay file that changes nothing yet: its schema and (brand and screens) its document version. */
function emptyOverlay(rel: string): Json {
  const out: Json = {};
  const schema = schemaOf(rel);
  if (schema) out.$schema = schema;
  if (!rel.startsWith('locales/')) out.schemaVersion = DOCUMENT_VERSION;
  return out;
}

/** Keys of an overlay that change nothing by themselves. */
const BOOKKEEPING = new Set(['$schema', 'schemaVersion']);

/** Whether an overlay file carries no change (only its schema and version). */
const carriesNoChange = (doc: unknown): boolean => isObject(doc) && Object.keys(doc).every((k) => BOOKKEEPING.has(k));

/** The draft's file (a copy to edit), or a new empty overlay when the draft has none (or a non-object). */
export function overlayForEdit(draft: Draft, rel: string): Json {
  const doc = draft.files[rel];
  return isObject(doc) ? (structuredClone(doc) as Json) : emptyOverlay(rel);
}

/**
 * The draft with `doc` as its file `rel`; a file left carrying no change is dropped (the brand inherits _base's
 * document whole), except brand.json, which every brand has.
 */
export function withFile(draft: Draft, rel: string, doc: Json): Draft {
  const files = { ...draft.files };
  if (rel !== 'brand.json' && carriesNoChange(doc)) delete files[rel];
  else files[rel] = doc;
  return { ...draft, files };
}

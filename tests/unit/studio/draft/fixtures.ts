import { join } from 'node:path';
import { readDocumentSet } from '../../../../tools/brands/loadDocuments.ts';
import { composeDraft, nodesOf, type Base, type Draft, type NodeListRef, type NodeRef } from '../../../../src/studio/draft/index.ts';

/** The real screens/_base and screens/royal documents, as the studio gets them. */
export const screensDir = join(import.meta.dirname, '..', '..', '..', '..', 'screens');

export function realBase(): Base {
  return { files: Object.fromEntries(readDocumentSet(join(screensDir, '_base'))), hash: 'test' };
}

export function royalDraft(): Draft {
  return { brand: 'royal', parent: 7, files: Object.fromEntries(readDocumentSet(join(screensDir, 'royal'))) };
}

export const homeBody: NodeListRef = { file: 'screens/home.json', path: ['body'] };
export const homeSlot: NodeListRef = { file: 'screens/home.json', path: ['body', '#home.categories', 'slots', 'home'] };
export const node = (list: NodeListRef, id: string): NodeRef => ({ list, id });

/** The composed ids of a list. */
export const idsOf = (base: Base, draft: Draft, list: NodeListRef): string[] => nodesOf(composeDraft(base, draft), list).map((n) => n.id);

/** The composed node. */
export const composedNode = (base: Base, draft: Draft, ref: NodeRef) => nodesOf(composeDraft(base, draft), ref.list).find((n) => n.id === ref.id);

/** The overlay's body of royal's home. */
export const overlayBody = (draft: Draft): unknown[] => (draft.files['screens/home.json'] as { body: unknown[] }).body;

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'jsonc-parser';
import { type CompletionList, type Diagnostic, getLanguageService, type LanguageService, TextDocument } from 'vscode-json-languageservice';

/** The repository root, as a path and as the workspace folder URI an editor would use. */
export const ROOT = join(import.meta.dirname, '..', '..');
const ROOT_URI = `${pathToFileURL(ROOT).href}/`;

interface SchemaSetting {
  fileMatch: string[];
  url: string;
}

/**
 * VS Code's JSON support as the repository configures it: the `json.schemas` mapping of .vscode/settings.json
 * (urls relative to the workspace folder), each file's `$schema` resolved against the file, and schemas read from
 * the file system.
 */
export function editorLanguageService(): LanguageService {
  const settings = parse(readFileSync(join(ROOT, '.vscode', 'settings.json'), 'utf8')) as { 'json.schemas': SchemaSetting[] };
  const service = getLanguageService({
    schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), 'utf8'),
    workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
  });
  service.configure({
    validate: true,
    allowComments: false,
    schemas: settings['json.schemas'].map((s) => ({ uri: new URL(s.url, ROOT_URI).href, fileMatch: s.fileMatch, folderUri: ROOT_URI })),
  });
  return service;
}

/** A document at `rel` (under the repository) with the given text, as the editor holds it. */
export function openDocument(rel: string, text: string): TextDocument {
  return TextDocument.create(new URL(rel, ROOT_URI).href, 'json', 1, text);
}

/** What the editor underlines in the document. */
export async function diagnosticsOf(service: LanguageService, doc: TextDocument): Promise<Diagnostic[]> {
  return service.doValidation(doc, service.parseJSONDocument(doc), { schemaValidation: 'error', schemaRequest: 'error' });
}

/** What the editor offers at `offset`. */
export async function completionsAt(service: LanguageService, doc: TextDocument, offset: number): Promise<CompletionList> {
  const list = await service.doComplete(doc, doc.positionAt(offset), service.parseJSONDocument(doc));
  return list ?? { isIncomplete: false, items: [] };
}

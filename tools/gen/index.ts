import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCallsModule, checkCatalog, checkCatalogSides, OPERATOR_MODULE, readCatalog, splitCallModules } from './apiCalls.ts';
import { defaultsModule, describedDefaultWarnings, widgetDefaultModules } from './defaults.ts';
import { editorSchemas } from './editorSchemas.ts';
import { checkContracts, registryModule } from './registry.ts';
import { listSchemaFiles } from './schemaFiles.ts';
import { studioCatalogModule } from './studioCatalog.ts';
import { studioFormEntries, studioFormModules } from './studioForms.ts';
import { schemaToTypes, typeHomes } from './types.ts';
import { buildValidatorModules, type ValidatorModule } from './validators.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const camel = (s: string): string => s.replace(/[-.](\w)/g, (_m, c: string) => c.toUpperCase());

/** Which validators each generated module exports (widget validators live apart so they load with their widget). */
function validatorModules(rels: string[]): ValidatorModule[] {
  const core: ValidatorModule = {
    file: 'validators/core.js',
    exports: {
      validateBrandBundle: 'brand-bundle.schema.json',
      validateScreen: 'screen.schema.json',
      validateBrand: 'brand.schema.json',
      validateLocale: 'locale.schema.json',
    },
  };
  const actions: ValidatorModule = { file: 'validators/actions.js', exports: {} };
  const data: ValidatorModule = { file: 'validators/data.js', exports: {} };
  const widgets: ValidatorModule[] = [];
  for (const rel of rels) {
    const [dir, file] = rel.split('/');
    if (!file) continue;
    const name = file.replace('.schema.json', '');
    if (dir === 'actions') actions.exports[camel(name)] = rel;
    if (dir === 'data') data.exports[camel(name)] = rel;
    if (dir === 'widgets') widgets.push({ file: `validators/widgets/${name}.js`, exports: { validateProps: rel } });
  }
  return [core, actions, data, ...widgets];
}

/** Writes every generated file into `outDir` (default src/generated); returns the relative paths written. */
export async function generate(outDir = join(root, 'src', 'generated')): Promise<string[]> {
  const files = listSchemaFiles(join(root, 'schemas'));
  const written = new Map<string, string>();
  const homes = typeHomes(files);
  const byRel = new Map(files.map((f) => [f.rel, f]));
  for (const f of files) written.set(f.rel.replace(/\.schema\.json$/, '.ts'), await schemaToTypes(f, homes, byRel));
  const calls = readCatalog(join(root, 'schemas'));
  const operatorCalls = readCatalog(join(root, 'schemas'), 'operator-catalog.json');
  checkCatalogSides(calls, operatorCalls);
  checkCatalog({ ...calls, ...operatorCalls }, files);
  written.set('api/calls.ts', apiCallsModule(calls, files));
  for (const [k, v] of splitCallModules(calls)) written.set(k, v);
  written.set('api/operatorCalls.ts', apiCallsModule(operatorCalls, files, OPERATOR_MODULE));
  checkContracts(files);
  written.set('registry.ts', registryModule(files));
  written.set('defaults.ts', defaultsModule(files));
  for (const [k, v] of widgetDefaultModules(files)) written.set(k, v);
  for (const [k, v] of buildValidatorModules(files, validatorModules(files.map((f) => f.rel)))) written.set(k, v);
  for (const [k, v] of editorSchemas(files)) written.set(k, v);
  const forms = studioFormEntries(files);
  written.set('studio/catalog.ts', studioCatalogModule(files, forms));
  for (const [k, v] of studioFormModules(forms)) written.set(k, v);
  rmSync(outDir, { recursive: true, force: true });
  for (const [rel, text] of written) {
    const abs = join(outDir, rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  return [...written.keys()].sort();
}

/** Relative path -> content of every file under dir (for the staleness test). */
export function readTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else out.set(relative(dir, abs).split('\\').join('/'), readFileSync(abs, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2] ? join(process.cwd(), process.argv[2]) : undefined;
  for (const w of describedDefaultWarnings(listSchemaFiles(join(root, 'schemas')))) console.warn(`gen: warning: ${w}`);
  const list = await generate(out);
  console.log(`gen: ${list.length} files written to ${out ?? 'src/generated'}`);
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A JSON Schema file under schemas/, with its path relative to that folder. */
export interface SchemaFile {
  abs: string;
  rel: string;
  schema: Record<string, unknown>;
}

/** Every `*.schema.json` under `root`, sorted so output is deterministic. */
export function listSchemaFiles(root: string): SchemaFile[] {
  const out: SchemaFile[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.schema.json')) {
        const schema = JSON.parse(readFileSync(abs, 'utf8')) as Record<string, unknown>;
        out.push({ abs, rel: relative(root, abs).split('\\').join('/'), schema });
      }
    }
  };
  walk(root);
  return out;
}

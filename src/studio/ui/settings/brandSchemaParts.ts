import brandSchema from '../../../../schemas/brand.schema.json';

/** The slice of JSON Schema the settings editor draws from (brand.schema.json's plain values). */
export interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
  title?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  $ref?: string;
}

const root = brandSchema as unknown as FieldSchema & { $defs: Record<string, FieldSchema> };

/** A schema with its local $ref (#/$defs/x) followed; refs to other files are left as they are. */
export function resolve(s: FieldSchema | undefined): FieldSchema | undefined {
  const name = s?.$ref?.startsWith('#/$defs/') ? s.$ref.slice('#/$defs/'.length) : undefined;
  if (!s || name === undefined) return s;
  const def = root.$defs[name];
  return { ...def, description: s.description ?? def?.description };
}

/** The brand.json sections the settings editor offers, in order (theme, chrome and hosts have their own editors). */
export const SETTINGS_SECTIONS = ['identity', 'languages', 'settings', 'whitelabel', 'app', 'api', 'routing'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SECTION_TITLES: Record<SettingsSection, string> = {
  identity: 'Identity',
  languages: 'Languages',
  settings: 'Site settings',
  whitelabel: 'Whitelabel flags',
  app: 'Installable app',
  api: 'Platform API',
  routing: 'Routing',
};

const props = root.properties ?? {};

/** The top-level keys of brand.json each section edits, with their schemas. */
export function sectionFields(section: Exclude<SettingsSection, 'whitelabel'>): [string, FieldSchema][] {
  const keys = section === 'identity' ? ['name', 'icon', 'merchantCode'] : [section];
  return keys.map((k) => [k, resolve(props[k]) ?? {}]);
}

/** Every flag a brand may switch off (brand.schema.json $defs.flagName). */
export const FLAG_NAMES: readonly string[] = (root.$defs.flagName.enum ?? []).map(String);

export const WHITELABEL_DESCRIPTION = props.whitelabel?.description ?? '';

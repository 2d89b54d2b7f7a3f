import tokensSchema from '../../../../schemas/tokens.schema.json';

/** One design token as the theme editor offers it, read from schemas/tokens.schema.json (the lint's own schema). */
export interface TokenField {
  name: string;
  kind: 'colour' | 'text';
  description: string;
  /** The schema's pattern, checked as the person types. */
  pattern?: RegExp;
  /** The schema's x-expected: what a valid value looks like. */
  expected?: string;
}

interface PropSchema {
  $ref?: string;
  pattern?: string;
  description?: string;
  'x-expected'?: string;
}

const defs = tokensSchema.$defs as Record<string, PropSchema>;

export const TOKEN_FIELDS: readonly TokenField[] = Object.entries(tokensSchema.properties as Record<string, PropSchema>).map(([name, p]) => {
  const ref = p.$ref?.replace('#/$defs/', '');
  const def = ref ? defs[ref] : p;
  return {
    name,
    kind: ref === 'hexColor' ? 'colour' : 'text',
    description: p.description ?? '',
    pattern: def.pattern ? new RegExp(def.pattern) : undefined,
    expected: def['x-expected'],
  };
});

/** Sections of the editor by the token's name. */
export const TOKEN_GROUPS: readonly { title: string; test: (name: string) => boolean }[] = [
  { title: 'Colours', test: (n) => n.startsWith('color-') },
  { title: 'Typography', test: (n) => n.startsWith('font-') || n === 'line-height' },
  { title: 'Spacing', test: (n) => n.startsWith('space-') },
  { title: 'Corners', test: (n) => n.startsWith('radius') },
  { title: 'Shadows', test: (n) => n.startsWith('shadow-') },
  { title: 'Motion', test: (n) => n.startsWith('motion-') },
];

/** `#abc` → `#aabbcc` (what <input type=color> takes); anything else as it is. */
export function sixDigitHex(v: string): string {
  const m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(v);
  return m ? `#${m[1]}${m[1]}${m[2]}${m[2]}${m[3]}${m[3]}`.toLowerCase() : v.toLowerCase();
}

export const isValidToken = (field: TokenField, value: string): boolean => (field.pattern ? field.pattern.test(value) : value !== '');

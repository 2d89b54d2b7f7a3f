import type { RegisterFieldRule } from '../../generated/api/registerSettings.response.ts';

/** One rule of the server's rule set (the registerSettings call), keyed by field. */
type FieldRule = RegisterFieldRule;

export type RuleSet = Record<string, FieldRule>;

/** A failed check as data: a message key and its values; translated only when shown (so a language change re-translates). */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The checks a composed property can fail, each with its own message. */
type CheckName = 'required' | 'format' | 'length' | 'maxLength' | 'sameAs';

/**
 * The JSON Schema of one form property as composed from a field and its rule. Standard keywords (type, pattern,
 * minLength, maxLength, const) plus two of ours: `x-sameAs` (must equal another property) and `x-messages`.
 */
export interface PropertySchema {
  type: 'string' | 'boolean';
  title?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  const?: boolean;
  enum?: string[];
  readOnly?: boolean;
  'x-sameAs'?: string;
  /** The rule the pattern came from (named in the warning when RE2 refuses it). */
  'x-rule'?: string;
  'x-messages': Partial<Record<CheckName, FieldMessage>>;
}

export interface ComposedSchema {
  type: 'object';
  properties: Record<string, PropertySchema>;
  required: string[];
}

/**
 * The spec's basic address pattern: word characters, optional dotted parts, @, domain with 2-3 letter suffixes. The
 * spec's `^\\w+([.-]?\\w+)*@...` rewritten without nested quantifiers (same addresses): each step takes one word
 * character, or one `.`/`-` followed by a word character.
 */
export const EMAIL_PATTERN = '^\\w(?:\\w|[.-]\\w)*@\\w(?:\\w|[.-]\\w)*\\.\\w{2,3}$';
export const DIGITS_PATTERN = '^[0-9]+$';

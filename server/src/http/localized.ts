/**
 * Texts stored per language (a row's `texts` column: {"EN": {"title": ...}, "TY": {...}, "CN": {...}}) and the
 * language a request reads them in: the `Language` header, else the brand's default language, else English.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { languageOf } from './request.ts';

/** A row's texts by language, then by field. */
export type Texts = Record<string, Record<string, string> | undefined>;

/** Languages to look a text up in, in order: the request's, the brand's default, English (no repeats). */
export function languageChain(req: FastifyRequest, defaultLanguage: string): string[] {
  return [...new Set([languageOf(req, defaultLanguage), defaultLanguage.toUpperCase(), 'EN'])];
}

/** The chain for a call that knows only the session's merchant id (inbox, rewards). */
export async function languageChainOf(req: FastifyRequest, db: Queryable, merchantId: number): Promise<string[]> {
  const [m] = await db.query<{ default_language: string }>('SELECT default_language FROM merchants WHERE id = $1', [merchantId]);
  return languageChain(req, m?.default_language ?? 'EN');
}

/** `field` in the first language of `chain` that has it, else `plain` (the row's own column). */
export function textIn(texts: Texts | null | undefined, chain: readonly string[], field: string, plain: string): string {
  for (const lang of chain) {
    const text = texts?.[lang]?.[field];
    if (typeof text === 'string' && text !== '') return text;
  }
  return plain;
}

/** The first language of `chain` the texts have (what an image drawn from them is drawn in), else EN. */
export function languageIn(texts: Texts | null | undefined, chain: readonly string[]): string {
  return chain.find((lang) => texts?.[lang] !== undefined) ?? 'EN';
}

/** One field of a row's texts by language ({EN: 'Daily reload', TY: ...}): what a copy of that text keeps. */
export function fieldByLanguage(texts: Texts | null | undefined, field: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, fields] of Object.entries(texts ?? {})) if (fields?.[field]) out[lang] = fields[field];
  return out;
}

/** A copy's texts column: one field, its text per language. */
export function textsOfField(field: string, byLanguage: Record<string, string> | undefined): Texts {
  return Object.fromEntries(Object.entries(byLanguage ?? {}).map(([lang, text]) => [lang, { [field]: text }]));
}

/**
 * A name in the request's language: the Chinese or Tagalog one where the row has it, else the English one (a game's
 * vendor names it in English and Chinese only; a lottery in all three).
 */
export function nameIn(language: string, names: { EN: string; TY?: string | null; CN?: string | null }): string {
  const lang = language.toUpperCase();
  return (lang === 'CN' ? names.CN : lang === 'TY' ? names.TY : null) || names.EN;
}

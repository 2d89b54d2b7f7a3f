import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Finding } from './finding.ts';
import { toPointer, type JsonPath } from './json.ts';

/** Where a finding points: a file, a 1-based line and column, and the JSON pointer inside that file. */
export interface Location {
  file: string;
  line: number;
  col: number;
  pointer: string;
}

/** Anything a check can report against: a value and a way to find where a path inside it was written. */
export interface Target {
  value: unknown;
  /** `atKey` points at the property name instead of its value (unknown or misspelt keys). */
  locate(path: JsonPath, atKey?: boolean): Location;
}

const PARSE_HINTS: Record<string, [string, string]> = {
  InvalidSymbol: ['invalid character', 'a JSON value'],
  InvalidNumberFormat: ['invalid number', 'a number such as 12 or 1.5'],
  PropertyNameExpected: ['property name expected (is there a trailing comma?)', 'a "quoted" property name'],
  ValueExpected: ['value expected (is there a trailing comma?)', 'a value'],
  ColonExpected: ['colon expected after the property name', '":"'],
  CommaExpected: ['comma expected between items', '","'],
  CloseBraceExpected: ['"}" expected (unclosed object?)', '"}"'],
  CloseBracketExpected: ['"]" expected (unclosed list?)', '"]"'],
  EndOfFileExpected: ['text after the end of the document', 'the end of the file'],
  InvalidCommentToken: ['comments are not allowed in JSON', 'no comments'],
  UnexpectedEndOfComment: ['unterminated comment', 'no comments'],
  UnexpectedEndOfString: ['unterminated string (missing closing quote?)', 'a closing quote'],
  UnexpectedEndOfNumber: ['incomplete number', 'a digit'],
  InvalidUnicode: ['invalid \\u escape', 'four hex digits'],
  InvalidEscapeCharacter: ['invalid escape in a string', 'one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u'],
  InvalidCharacter: ['invalid character in a string (control characters must be escaped)', 'an escaped character'],
};

/**
 * The value of a syntax node, keys as own properties: a `"__proto__"` key is a key, as JSON.parse reads it.
 * (jsonc-parser's getNodeValue assigns keys, so `"__proto__": null` made an object with no prototype and crashed
 * the checks: found by the config fuzz.)
 */
function nodeValue(node: Node): unknown {
  if (node.type === 'array') return (node.children ?? []).map(nodeValue);
  if (node.type !== 'object') return node.value;
  const out: Record<string, unknown> = {};
  for (const prop of node.children ?? []) {
    const [k, v] = prop.children ?? [];
    if (k && v) Object.defineProperty(out, String(k.value), { value: nodeValue(v), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * One JSON document read from disk with its syntax tree, so any value can be traced to its line and column.
 * A document with syntax errors has `value` undefined and is left out of every other check.
 */
export class SourceFile implements Target {
  readonly file: string;
  readonly tree: Node | undefined;
  readonly value: unknown;
  readonly syntax: Finding[] = [];
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly abs: string,
    /** Path relative to its folder (screens/_base or screens/<brand>), e.g. `screens/home.json`. */
    readonly rel: string,
    readonly text: string = readFileSync(abs, 'utf8'),
  ) {
    this.file = relative(process.cwd(), abs).split('\\').join('/');
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    const errors: ParseError[] = [];
    const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    // One report per position: a trailing comma, for one, makes the parser complain twice at the same place.
    const offsets = new Set<number>();
    for (const e of errors) {
      if (offsets.has(e.offset)) continue;
      offsets.add(e.offset);
      this.syntax.push(this.syntaxFinding(e));
    }
    if (errors.length === 0 && tree) this.checkDuplicateKeys(tree, []);
    this.tree = errors.length === 0 ? tree : undefined;
    this.value = this.tree ? nodeValue(this.tree) : undefined;
  }

  get ok(): boolean {
    return this.tree !== undefined;
  }

  /** 1-based line and column of an offset. */
  position(offset: number): { line: number; col: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - this.lineStarts[lo] + 1 };
  }

  /** The deepest syntax node along a path (the whole path when it exists). */
  nodeAt(path: JsonPath): { node: Node | undefined; exact: boolean } {
    let node = this.tree;
    for (const seg of path) {
      if (!node) return { node, exact: false };
      let next: Node | undefined;
      if (node.type === 'object') {
        const props = (node.children ?? []).filter((p) => p.children?.[0]?.value === String(seg));
        next = props[props.length - 1]?.children?.[1];
      } else if (node.type === 'array') {
        next = node.children?.[Number(seg)];
      }
      if (!next) return { node, exact: false };
      node = next;
    }
    return { node, exact: true };
  }

  locate(path: JsonPath, atKey = false): Location {
    const { node, exact } = this.nodeAt(path);
    let offset = node?.offset ?? 0;
    const key = node?.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    if (exact && atKey && key) offset = key.offset;
    return { file: this.file, pointer: toPointer(path), ...this.position(offset) };
  }

  private syntaxFinding(e: ParseError): Finding {
    const code = printParseErrorCode(e.error);
    const [message, expected] = PARSE_HINTS[code] ?? ['invalid JSON', 'valid JSON'];
    const snippet = this.text.slice(e.offset, e.offset + Math.max(e.length, 1));
    const found = e.offset >= this.text.length ? 'the end of the file' : JSON.stringify(snippet.length > 20 ? `${snippet.slice(0, 20)}...` : snippet);
    return {
      file: this.file,
      ...this.position(e.offset),
      pointer: '',
      severity: 'error',
      rule: 'json-syntax',
      message: `JSON syntax error: ${message}`,
      expected,
      found,
    };
  }

  /** JSON.parse keeps the last of two equal keys silently; an operator almost never means that. */
  private checkDuplicateKeys(node: Node, path: JsonPath): void {
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        const name = String(k?.value);
        if (seen.has(name)) {
          this.syntax.push({
            file: this.file,
            ...this.position(k.offset),
            pointer: toPointer([...path, name]),
            severity: 'error',
            rule: 'json-duplicate-key',
            message: `property "${name}" appears twice in the same object; only the last one counts`,
            expected: 'each property once',
            found: `"${name}" again`,
          });
        }
        seen.add(name);
        if (v) this.checkDuplicateKeys(v, [...path, name]);
      }
    } else if (node.type === 'array') {
      for (const [i, c] of (node.children ?? []).entries()) this.checkDuplicateKeys(c, [...path, i]);
    }
  }
}

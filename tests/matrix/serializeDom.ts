/**
 * The DOM as a person reads it, for the screen matrix's snapshots: one element per line, indented, short text
 * inline, long text wrapped, no line over `width` characters. Icons print as their name, not their path data, and
 * React's generated ids are numbered per document, so a snapshot does not change when an unrelated screen gains
 * a useId call.
 */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const SVG_KEEP = ['class', 'data-icon', 'role', 'aria-label', 'aria-hidden', 'width', 'height'];
const REACT_ID = /_r_[0-9a-z]+_/g;
const LONG_VALUE = 160;

export function serializeDom(root: Element, width = 200): string {
  const ids = new Map<string, string>();
  const stableIds = (value: string) =>
    value.replace(REACT_ID, (id) => {
      if (!ids.has(id)) ids.set(id, `_r${ids.size + 1}_`);
      return ids.get(id) ?? id;
    });
  const attr = (name: string, value: string) => {
    let v = stableIds(value);
    if (v.length > LONG_VALUE) v = `${v.slice(0, LONG_VALUE)}…(${v.length} characters)`;
    return `${name}="${v.replace(/"/g, '&quot;')}"`;
  };
  const lines: string[] = [];
  const push = (depth: number, text: string) => lines.push(`${'  '.repeat(depth)}${text}`);
  const pushText = (depth: number, text: string) => {
    const indent = '  '.repeat(depth);
    let line = '';
    for (const word of text.split(' ')) {
      if (line && indent.length + line.length + 1 + word.length > width) {
        lines.push(indent + line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(indent + line);
  };
  const textOf = (n: Node) => (n.textContent ?? '').replace(/\s+/g, ' ').trim();
  const visit = (el: Element, depth: number): void => {
    const tag = el.tagName.toLowerCase();
    const indent = '  '.repeat(depth);
    const keep = tag === 'svg' ? (name: string) => SVG_KEEP.includes(name) : () => true;
    const attrs = [...el.attributes].filter((a) => keep(a.name)).map((a) => attr(a.name, a.value));
    const open = `<${tag}${attrs.length ? ` ${attrs.join(' ')}` : ''}`;
    if (tag === 'svg' || VOID.has(tag)) {
      const one = `${open} />`;
      if (indent.length + one.length <= width) push(depth, one);
      else {
        push(depth, `<${tag}`);
        for (const a of attrs) push(depth + 1, a);
        push(depth, '/>');
      }
      return;
    }
    const children = [...el.childNodes].filter((c) => c.nodeType === 1 || (c.nodeType === 3 && textOf(c) !== ''));
    const onlyText = children.length === 1 && children[0].nodeType === 3 ? textOf(children[0]) : null;
    const inline = onlyText !== null ? `${open}>${onlyText}</${tag}>` : children.length === 0 ? `${open}></${tag}>` : null;
    if (inline !== null && indent.length + inline.length <= width) {
      push(depth, inline);
      return;
    }
    if (indent.length + open.length + 1 <= width) push(depth, `${open}>`);
    else {
      push(depth, `<${tag}`);
      for (const a of attrs) push(depth + 1, a);
      push(depth, '>');
    }
    for (const c of children) {
      if (c.nodeType === 1) visit(c as Element, depth + 1);
      else pushText(depth + 1, textOf(c));
    }
    push(depth, `</${tag}>`);
  };
  visit(root, 0);
  return lines.join('\n');
}

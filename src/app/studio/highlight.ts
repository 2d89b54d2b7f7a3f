/** A node's element: NodeView renders every node as `<div data-testid={id} data-widget={type}>`. */
const nodeSelector = (id: string): string => `[data-widget][data-testid="${CSS.escape(id)}"]`;

/**
 * The box a node takes on screen. NodeView's wrapper is `display: contents` (it has no box of its own), so the box
 * is that of its contents, which a Range measures whatever their display.
 */
function boxOf(el: Element): DOMRect | null {
  const own = el.getBoundingClientRect();
  if (own.width > 0 || own.height > 0) return own;
  const range = el.ownerDocument.createRange();
  range.selectNodeContents(el);
  const r = range.getBoundingClientRect();
  return r.width > 0 || r.height > 0 ? r : null;
}

/** The first element at or under `el` that has a box (what scrolling into view can act on). */
function firstWithBox(el: Element): Element | null {
  const r = el.getBoundingClientRect();
  if (r.width > 0 || r.height > 0) return el;
  for (const child of el.children) {
    const found = firstWithBox(child);
    if (found) return found;
  }
  return null;
}

export interface Highlighter {
  /** Outlines this node (and scrolls it into view), or nothing. */
  show(id: string | null): void;
  stop(): void;
}

/**
 * The studio's outline of the selected node: a box over the page (pointer-events none, so taps go through it), a
 * white line inside a dark one and a pink tint, visible on any theme's background. It follows the node each frame
 * while shown, as a carousel turns or a list loads above it.
 */
export function createHighlighter(doc: Document = document): Highlighter {
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.dataset.studioHighlight = '';
  // Set through the CSSOM: the player's CSP forbids inline style attributes, not style properties.
  Object.assign(box.style, {
    position: 'fixed',
    pointerEvents: 'none',
    zIndex: '2147483647',
    boxSizing: 'border-box',
    border: '2px solid #ffffff',
    outline: '2px solid #1a1a1a',
    boxShadow: '0 0 0 4px #ff2d95',
    background: 'rgba(255, 45, 149, 0.12)',
    borderRadius: '4px',
    display: 'none',
  });
  let id: string | null = null;
  let frame = 0;

  const place = () => {
    frame = 0;
    if (id === null) return;
    const el = doc.querySelector(nodeSelector(id));
    const r = el ? boxOf(el) : null;
    if (r) {
      Object.assign(box.style, { display: 'block', left: `${r.left - 2}px`, top: `${r.top - 2}px`, width: `${r.width + 4}px`, height: `${r.height + 4}px` });
    } else box.style.display = 'none';
    frame = requestAnimationFrame(place);
  };

  return {
    show(next) {
      id = next;
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      if (next === null) {
        box.remove();
        return;
      }
      if (!box.isConnected) doc.body.append(box);
      const el = doc.querySelector(nodeSelector(next));
      const target = el ? firstWithBox(el) : null;
      target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      place();
    },
    stop() {
      this.show(null);
    },
  };
}

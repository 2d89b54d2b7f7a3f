/**
 * The sanitizer (parse5 + DOMPurify, ~46 KB brotli) is no longer on the first paint of the notice, help and
 * promotion pages: LazySafeHtml draws an empty busy box until it is in, then the sanitized HTML, never the raw HTML,
 * and what follows the HTML with it.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Whether the sanitizer is in is page-wide module state. Unit files share their modules (isolate: false), so this
// file takes a fresh copy: a page that has not loaded it yet.
let LazySafeHtml: typeof import('../../../src/ui/LazySafeHtml.tsx').LazySafeHtml;
let preloadSafeHtml: typeof import('../../../src/ui/LazySafeHtml.tsx').preloadSafeHtml;
beforeAll(async () => {
  vi.resetModules();
  ({ LazySafeHtml, preloadSafeHtml } = await import('../../../src/ui/LazySafeHtml.tsx'));
});

afterEach(cleanup);

describe('LazySafeHtml', () => {
  it('shows a busy box, then the sanitized HTML; once loaded it draws at once', async () => {
    const html = '<p>Hello <b>there</b><img src=x onerror="alert(1)"></p>';
    const first = render(<LazySafeHtml html={html} className="notice" testId="content" after={<button type="button">Deposit now</button>} />);
    const box = first.getByTestId('content');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.innerHTML).toBe('');
    // What follows the HTML waits for it: drawn first, the HTML's arrival would push it down.
    expect(first.queryByRole('button', { name: 'Deposit now' })).toBeNull();
    await waitFor(() => expect(first.getByTestId('content').textContent).toBe('Hello there'), { timeout: 10_000 });
    expect(first.getByRole('button', { name: 'Deposit now' })).toBeTruthy();
    expect(first.getByTestId('content').innerHTML).not.toContain('onerror');
    expect(first.getByTestId('content').className).toBe('rich-text notice');
    cleanup();
    await preloadSafeHtml();
    const again = render(<LazySafeHtml html="<p>At once</p>" testId="content" />);
    expect(again.getByTestId('content').textContent).toBe('At once');
  });
});

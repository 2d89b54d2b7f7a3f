/** Before | after previews of each changed screen: the real player app, sent its bundle by the preview protocol. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STUDIO_CHANNEL } from '../../../src/core/studio/previewProtocol.ts';
import type { BrandBundle } from '../../../src/generated/brand-bundle.ts';
import { BeforeAfter, previewAddress } from '../../../src/studio/ui/publish/BeforeAfter.tsx';
import { PreviewFrame } from '../../../src/studio/ui/publish/PreviewFrame.tsx';

// happy-dom does not load frame pages (it prints a NotSupportedError per frame, harmless): a test gives a frame the
// window its page would have.
afterEach(cleanup);

/** The frame's page window, as the browser would have it once the page loads. */
function pageOf(frame: HTMLIFrameElement) {
  const page = { postMessage: vi.fn() };
  Object.defineProperty(frame, 'contentWindow', { configurable: true, value: page });
  return page;
}

const bundle = (name: string) => ({ brand: { name } }) as unknown as BrandBundle;
const frameOf = (title: string) => screen.getByTitle(title) as HTMLIFrameElement;
/** A message from a frame's page, as the browser delivers it to the studio. */
const fromFrame = (frame: HTMLIFrameElement, data: object) =>
  act(async () => {
    const event = new MessageEvent('message', { data: { channel: STUDIO_CHANNEL, ...data }, origin: window.location.origin });
    Object.defineProperty(event, 'source', { value: frame.contentWindow });
    window.dispatchEvent(event);
  });

describe('BeforeAfter', () => {
  it('frames the player app at each changed screen, before and after, titled by the screen', () => {
    render(
      <BeforeAfter
        screens={[
          { screen: 'home', path: '/m/home' },
          { screen: 'promotions', path: 'promotions' },
        ]}
        bundleBefore={bundle('Old')}
        bundleAfter={bundle('New')}
        brand="royal"
      />,
    );
    expect(frameOf('Before: home').getAttribute('src')).toBe('/m/home?studio=royal');
    expect(frameOf('After: home').getAttribute('src')).toBe('/m/home?studio=royal');
    expect(frameOf('After: promotions').getAttribute('src')).toBe('/m/promotions?studio=royal');
    expect(previewAddress('/m/game?vendor=x', 'royal')).toBe('/m/game?vendor=x&studio=royal');
  });

  it('shows a few pairs at a time: a theme change touches every screen', () => {
    const screens = ['home', 'promotions', 'wallet', 'profile'].map((s) => ({ screen: s, path: `/m/${s}` }));
    render(<BeforeAfter screens={screens} bundleBefore={bundle('Old')} bundleAfter={bundle('New')} brand="royal" />);
    expect(screen.getAllByTitle(/^(Before|After): /)).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 more of 1 changed screen' }));
    expect(frameOf('After: profile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show .* more/ })).toBeNull();
  });

  it('sends its bundle on ready, and says a page that does not load so, with Retry', async () => {
    vi.useFakeTimers();
    try {
      render(<PreviewFrame title="After: home" src="/m/home?studio=royal" bundle={bundle('New')} timeoutMs={1000} />);
      const frame = frameOf('After: home');
      const post = pageOf(frame).postMessage;
      await fromFrame(frame, { type: 'ready', brand: 'royal', path: '/m/home' });
      expect(post).toHaveBeenCalledWith(expect.objectContaining({ channel: STUDIO_CHANNEL, type: 'draft', bundle: bundle('New') }), window.location.origin);
      const seq = (post.mock.calls[0][0] as { seq: number }).seq;
      // A message from another window (not this frame's page) is ignored.
      window.dispatchEvent(
        new MessageEvent('message', { data: { channel: STUDIO_CHANNEL, type: 'failed', seq, message: 'x' }, origin: window.location.origin }),
      );
      await fromFrame(frame, { type: 'rendered', seq });
      await act(async () => vi.advanceTimersByTime(2000));
      expect(screen.queryByRole('alert')).toBeNull();
      cleanup();

      render(<PreviewFrame title="Before: home" src="/m/home?studio=royal" bundle={bundle('Old')} timeoutMs={1000} />);
      await act(async () => vi.advanceTimersByTime(1500));
      expect(screen.getByRole('alert').textContent).toContain('Before: home failed to load. The preview did not load within 1 seconds.');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry Before: home' })));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useMotion } from '../shared/home/motion.ts';
import { announcementText } from './announcementText.ts';
import { marqueeTiming } from './marqueeAnimation.ts';
import { PauseButton } from '../shared/home/PauseButton.tsx';
import './noticeMarquee.css';

/**
 * Announcements scrolling sideways at the spec's rate (a compositor animation, no work per frame): each title,
 * then its body as plain text (see announcementText).
 */
export function Component({ props, data, emit }: WidgetProps<'noticeMarquee'>) {
  const { t } = useTranslation();
  const motion = useMotion();
  const shownTypes = props.types;
  const notices = useMemo(() => (data?.data ?? []).filter((n) => shownTypes.includes(n.type)), [data?.data, shownTypes]);
  const has = notices.length > 0;
  const bodies = useMemo(() => notices.map((n) => (n.content ? announcementText(n.content) : '')), [notices]);
  const viewport = useRef<HTMLButtonElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation | null>(null);
  const running = useRef(motion.running);
  const fps = props.fps;
  const step = props.pixelsPerFrame;

  // (Re)started when the text or the viewport changes size (new notices, rotation); paused per motion rules.
  useEffect(() => {
    const el = text.current;
    const box = viewport.current;
    if (!has || !el || !box || typeof el.animate !== 'function') return;
    let measured = '';
    const start = () => {
      // The observer also reports the sizes it starts with: restart only when one really changed.
      const sizes = `${box.clientWidth}x${el.scrollWidth}`;
      if (sizes === measured) return;
      measured = sizes;
      const timing = marqueeTiming(box.clientWidth, el.scrollWidth, fps * step);
      animation.current?.cancel();
      animation.current = timing ? el.animate(timing.keyframes, timing.options) : null;
      if (!running.current) animation.current?.pause();
    };
    // The observer reports the starting sizes too, after the browser's own layout: measuring here, right after the
    // commit, forced a layout of the whole page (~13 ms at 4x throttling).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(start);
    if (resized) {
      resized.observe(box);
      resized.observe(el);
    } else start();
    return () => {
      resized?.disconnect();
      animation.current?.cancel();
      animation.current = null;
    };
  }, [has, fps, step]);

  useEffect(() => {
    running.current = motion.running;
    if (motion.running) animation.current?.play();
    else animation.current?.pause();
  }, [motion.running]);

  if (!has) return data?.isLoading ? <div className="notice-marquee" aria-hidden="true" /> : null;
  return (
    <div className="notice-marquee" data-running={motion.running} {...motion.handlers}>
      <Icon name="bell" size={18} />
      <button type="button" ref={viewport} className="notice-marquee-viewport" aria-label={t(props.labelKey ?? 'title_notice')} onClick={() => emit('tap')}>
        <span ref={text} className="notice-marquee-text">
          {notices.map((n, i) => (
            <span key={n.id} className="notice-marquee-item">
              <strong>{n.title}</strong>
              {bodies[i] ? ` ${bodies[i]}` : null}
            </span>
          ))}
        </span>
      </button>
      <PauseButton motion={motion} className="notice-marquee-toggle" />
    </div>
  );
}

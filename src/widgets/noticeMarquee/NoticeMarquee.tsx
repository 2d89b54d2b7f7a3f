import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeMarqueeProps } from '../../generated/widgets/noticeMarquee.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../shared/Icon.tsx';
import { clockGate, useMotion } from '../shared/home/motion.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { PauseButton } from '../shared/home/PauseButton.tsx';
import './noticeMarquee.css';

interface Notice {
  id: number | string;
  title: string;
  content?: string;
}
type Sanitize = (html: string) => string;
/** Same object every render: React then never writes it again over the ticker's own transform. */
const START = { transform: 'translateX(0px)' };

/**
 * Announcements scrolling sideways at a fixed frame rate (moved through a ref, no React render per frame). The
 * titles show at once; the bodies join once DOMPurify (its own chunk) has loaded and sanitized them.
 */
export function Component({ props, data, emit }: WidgetProps<NoticeMarqueeProps>) {
  const { t } = useTranslation();
  const motion = useMotion();
  const { env } = useRenderer();
  const notices = Array.isArray(data?.data) ? (data.data as Notice[]) : [];
  const has = notices.length > 0;
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  const viewport = useRef<HTMLButtonElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const offset = useRef(0);
  const fps = props.fps ?? 30;
  const step = props.pixelsPerFrame ?? 1;

  useEffect(() => {
    if (!has) return;
    let live = true;
    void import('./sanitize.ts').then((m) => live && setSanitize(() => m.sanitizeInline));
    return () => void (live = false);
  }, [has]);

  useEffect(() => {
    if (!has || !motion.running) return;
    const may = clockGate(env.clock);
    const timer = setInterval(() => {
      const el = text.current;
      if (!el || !may()) return;
      offset.current -= step;
      // Past its own end: start again from the right edge.
      if (offset.current < -el.scrollWidth) offset.current = viewport.current?.clientWidth ?? 0;
      el.style.transform = `translateX(${offset.current}px)`;
    }, 1000 / fps);
    return () => clearInterval(timer);
  }, [has, motion.running, fps, step, env]);

  if (!has) return data?.isLoading ? <div className="notice-marquee" aria-hidden="true" /> : null;
  return (
    <div className="notice-marquee" data-running={motion.running} {...motion.handlers}>
      <Icon name="bell" size={18} />
      <button type="button" ref={viewport} className="notice-marquee-viewport" aria-label={t(props.labelKey ?? 'title_notice')} onClick={() => emit('tap')}>
        <span ref={text} className="notice-marquee-text" style={START}>
          {notices.map((n) => (
            <span key={n.id} className="notice-marquee-item">
              <strong>{n.title}</strong>
              {sanitize && n.content ? <span dangerouslySetInnerHTML={{ __html: ` ${sanitize(n.content)}` }} /> : null}
            </span>
          ))}
        </span>
      </button>
      <PauseButton motion={motion} className="notice-marquee-toggle" />
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { whenOnline } from '../../renderer/connectivity.ts';
import { clockGate, useMotion, whenClockMoves } from '../shared/home/motion.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { PauseButton } from '../shared/home/PauseButton.tsx';
import { bannerSources, firstImageOf } from '../../domain/content/bannerImage.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { afterLoad } from '../../core/afterLoad.ts';
import type { SlideShow } from './swiper.ts';
import './bannerCarousel.css';

/** How long before its first turn swiper starts when nobody has touched the carousel. */
const SWIPER_LEAD_MS = 1000;

/**
 * The banner group as a carousel. The first banner paints at once (eager, high priority: it is the page's largest
 * image) in a box of the images' fixed ratio; swiper starts after the page has loaded.
 */
export function Component({ props, data, emit }: WidgetProps<'bannerCarousel'>) {
  const { t } = useTranslation();
  const motion = useMotion();
  const { env } = useRenderer();
  const banners = (data?.data ?? []).filter((b) => firstImageOf(b));
  const imageOrigin = useImageOrigin();
  const { width, height, speed, delay } = props;
  const loop = banners.length > 1;
  const ids = banners.map((b) => b.id).join(',');
  const root = useRef<HTMLDivElement>(null);
  // The other slides' images wait until the page has settled: they show at the first turn at the earliest, and
  // on a slow network four more banners (~160 KB) loading beside the app's JS delayed the whole first screen.
  const [restShown, showRest] = useState(false);
  useEffect(() => afterLoad(() => showRest(true)), []);
  const show = useRef<SlideShow | null>(null);
  const running = useRef(motion.running);
  running.current = motion.running;

  // Swiper starts at its first need: a touch on the carousel, or a moment before its first turn. Its start-up
  // (measuring, arranging the loop) was the longest task after the page had loaded (~40 ms at 4x throttling),
  // spent while nothing moved yet. Its code loads once the page has settled, so a touch starts it at once and
  // that very swipe drags the slides.
  useEffect(() => {
    const box = root.current;
    const area = box?.parentElement;
    if (!loop || !box || !area) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const may = clockGate(env.clock);
    let slides: typeof import('./swiper.ts') | null = null;
    const start = (firstTurnIn: number) => {
      stopWaiting();
      if (cancelled || show.current || !slides) return;
      show.current = slides.createSlideShow(box, ids.split(',').length, speed, delay, running.current, firstTurnIn);
    };
    // Capture, on the section: swiper's own pointerdown listener (on the box) is then in place for this event.
    const onTouch = () => start(delay);
    const stopWaiting = () => {
      clearTimeout(timer);
      area.removeEventListener('pointerdown', onTouch, true);
    };
    // The slide show is an extra over banners already drawn: if its code cannot load (offline), the first banner
    // stays as it is and the code is asked for again once the device is back online.
    let stopAwaitingOnline: () => void = () => undefined;
    const load = () => {
      import('./swiper.ts').then(
        (m) => {
          if (cancelled) return;
          slides = m;
          area.addEventListener('pointerdown', onTouch, true);
          timer = setTimeout(() => start(Math.min(SWIPER_LEAD_MS, delay)), Math.max(0, delay - SWIPER_LEAD_MS));
        },
        () => {
          if (cancelled) return;
          stopAwaitingOnline = whenOnline(() => {
            stopAwaitingOnline();
            load();
          });
        },
      );
    };
    // Mounted after the page settled (a redraw, a new document), this runs in the millisecond the gate was made.
    let stopAsking: () => void = () => undefined;
    const cancel = afterLoad(() => {
      stopAsking = whenClockMoves(may, load);
    });
    return () => {
      cancelled = true;
      stopAwaitingOnline();
      cancel();
      stopAsking();
      stopWaiting();
      show.current?.destroy();
      show.current = null;
    };
  }, [ids, loop, speed, delay, env]);

  useEffect(() => {
    if (motion.running) show.current?.play();
    else show.current?.pause();
  }, [motion.running]);

  const ratio = { aspectRatio: `${width} / ${height}` };
  if (banners.length === 0) {
    // Loading keeps the box (no layout shift when the images come); an empty group renders nothing.
    return data?.isLoading ? <div className="banner-carousel banner-carousel-empty" style={ratio} aria-hidden="true" /> : null;
  }
  const label = props.labelKey ? t(props.labelKey) : undefined;
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-loop={loop}
      data-running={loop && motion.running}
      {...motion.handlers}
    >
      <div className="swiper" ref={root} key={ids} style={ratio}>
        <div className="swiper-wrapper">
          {banners.map((b, i) => (
            <div className="swiper-slide" key={b.id} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${banners.length}`}>
              <button type="button" className="image-button banner-slide" onClick={() => emit('tap', { id: b.id, link: b.link ?? '', title: b.title })}>
                <img
                  {...(i === 0 || restShown ? bannerSources(b, 'frame', imageOrigin) : {})}
                  alt={b.title}
                  width={width}
                  height={height}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding={i === 0 ? 'sync' : 'async'}
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      {loop ? <PauseButton motion={motion} className="banner-carousel-toggle" /> : null}
    </section>
  );
}

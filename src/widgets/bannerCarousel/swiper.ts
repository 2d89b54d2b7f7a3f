import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';

/** What the carousel asks of swiper (kept narrow so the component does not depend on swiper's types). */
export interface SlideShow {
  play(): void;
  pause(): void;
  destroy(): void;
}

/** Swiper's options for a banner group: loop only with more than one banner (the spec's rule). */
export function swiperOptions(count: number, speed: number): SwiperOptions {
  return {
    loop: count > 1,
    speed,
    // Swiper must not eat the slide buttons' clicks except after a real drag.
    preventClicks: true,
  };
}

/**
 * Rotation every `delay` ms (after each slide has settled) while playing, only with more than one banner.
 * Swiper's Autoplay module is not used: it runs a requestAnimationFrame loop for as long as it plays (to report
 * the time left), which kept the main thread drawing a frame per vsync on an otherwise still home page.
 */
export function rotation(swiper: Pick<Swiper, 'on' | 'slideNext' | 'destroyed'>, count: number, speed: number, delay: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let playing = false;
  const arm = (wait = delay) => {
    clearTimeout(timer);
    timer = playing && count > 1 ? setTimeout(tick, wait) : undefined;
  };
  const tick = () => {
    if (swiper.destroyed) return;
    swiper.slideNext();
    // The slide moves for `speed` ms, then shows for `delay` (a transition end also re-arms, see below).
    arm(speed + delay);
  };
  // Re-armed after any slide change, a swipe by hand included, so a slide always shows for the full delay.
  swiper.on('slideChangeTransitionEnd', () => arm());
  return {
    /** Rotates from now on; the first turn after `wait` (default: the delay). */
    play: (wait?: number) => {
      playing = true;
      arm(wait);
    },
    pause: () => {
      playing = false;
      arm();
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Starts swiper on markup the component rendered; this module (and swiper) loads only after first paint.
 * `firstTurnIn`: when the first turn is due (the carousel may start swiper shortly before it).
 * @public BannerCarousel reaches it through a dynamic import's module object, which knip does not follow.
 */
export function createSlideShow(el: HTMLElement, count: number, speed: number, delay: number, running: boolean, firstTurnIn = delay): SlideShow {
  const swiper = new Swiper(el, swiperOptions(count, speed));
  const rotate = rotation(swiper, count, speed, delay);
  if (running) rotate.play(firstTurnIn);
  return {
    play: () => rotate.play(),
    pause: rotate.pause,
    destroy: () => {
      rotate.stop();
      swiper.destroy(true, true);
    },
  };
}

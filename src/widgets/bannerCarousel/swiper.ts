import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';

/** What the carousel asks of swiper (kept narrow so the component does not depend on swiper's types). */
export interface SlideShow {
  play(): void;
  pause(): void;
  destroy(): void;
}

/** Swiper's options for a banner group: rotation and loop only with more than one banner (the spec's rule). */
export function swiperOptions(count: number, speed: number, delay: number): SwiperOptions {
  const moving = count > 1;
  return {
    modules: [Autoplay],
    loop: moving,
    speed,
    autoplay: moving ? { delay, disableOnInteraction: false } : false,
    // Swiper must not eat the slide buttons' clicks except after a real drag.
    preventClicks: true,
  };
}

/** Starts swiper on markup the component rendered; this module (and swiper) loads only after first paint. */
export function createSlideShow(el: HTMLElement, count: number, speed: number, delay: number, running: boolean): SlideShow {
  const swiper = new Swiper(el, swiperOptions(count, speed, delay));
  if (!running) swiper.autoplay?.stop();
  return {
    play: () => void swiper.autoplay?.start(),
    pause: () => void swiper.autoplay?.stop(),
    destroy: () => swiper.destroy(true, true),
  };
}

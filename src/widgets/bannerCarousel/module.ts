export { Component } from './BannerCarousel.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/bannerCarousel.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/bannerCarousel.ts';

export { Component } from './BannerCarousel.tsx';
export { validateProps } from '../../generated/validators/widgets/bannerCarousel.js';

export { Component } from './BannerList.tsx';
export { validateProps } from '../../generated/validators/widgets/bannerList.js';

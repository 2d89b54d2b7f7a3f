export { Component } from './BannerList.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/bannerList.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/bannerList.ts';

export { Component } from './NoticeMarquee.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/noticeMarquee.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/noticeMarquee.ts';

export { Component } from './NoticePopup.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/noticePopup.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/noticePopup.ts';

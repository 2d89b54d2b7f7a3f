export { Component } from './NoticeList.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/noticeList.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/noticeList.ts';

export { Component } from './InboxList.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/inboxList.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/inboxList.ts';

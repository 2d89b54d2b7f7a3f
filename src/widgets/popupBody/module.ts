export { Component } from './PopupBody.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/popupBody.js').then((m) => m.validateProps);

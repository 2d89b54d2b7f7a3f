export { Component } from './ProfileEditor.tsx';
export { defaults } from '../../generated/widgetDefaults/profileEditor.ts';
export const loadValidator = () => import('../../generated/validators/widgets/profileEditor.js').then((m) => m.validateProps);

export { Component } from './AppDownloads.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/appDownloads.js').then((m) => m.validateProps);
export { defaults } from '../../generated/widgetDefaults/appDownloads.ts';

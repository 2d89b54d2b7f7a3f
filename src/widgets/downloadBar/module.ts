export { Component } from './DownloadBar.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/downloadBar.js').then((m) => m.validateProps);

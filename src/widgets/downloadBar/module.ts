export { Component } from './DownloadBar.tsx';
export { validateProps } from '../../generated/validators/widgets/downloadBar.js';

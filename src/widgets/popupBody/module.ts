export { Component } from './PopupBody.tsx';
export { validateProps } from '../../generated/validators/widgets/popupBody.js';

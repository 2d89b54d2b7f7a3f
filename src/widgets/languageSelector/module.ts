export { Component } from './LanguageSelector.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/languageSelector.js').then((m) => m.validateProps);

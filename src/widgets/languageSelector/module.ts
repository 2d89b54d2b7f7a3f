export { Component } from './LanguageSelector.tsx';
export { validateProps } from '../../generated/validators/widgets/languageSelector.js';

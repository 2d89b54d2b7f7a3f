export { Component } from './HelpList.tsx';
export { validateProps } from '../../generated/validators/widgets/helpList.js';

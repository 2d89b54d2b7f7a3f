export { Component } from './GameSearch.tsx';
export { validateProps } from '../../generated/validators/widgets/gameSearch.js';

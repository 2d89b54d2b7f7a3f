export { Component } from './HotGamesBlock.tsx';
export { validateProps } from '../../generated/validators/widgets/hotGamesBlock.js';

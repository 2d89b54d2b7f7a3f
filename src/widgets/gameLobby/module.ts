export { Component } from './GameLobby.tsx';
export { validateProps } from '../../generated/validators/widgets/gameLobby.js';

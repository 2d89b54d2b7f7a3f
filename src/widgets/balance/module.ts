export { Component } from './Balance.tsx';
export { validateProps } from '../../generated/validators/widgets/balance.js';

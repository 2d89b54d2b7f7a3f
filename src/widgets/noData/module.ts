export { Component } from './NoData.tsx';
export { validateProps } from '../../generated/validators/widgets/noData.js';

export { Component } from './DailyCheckin.tsx';
export const loadValidator = () => import('../../generated/validators/widgets/dailyCheckin.js').then((m) => m.validateProps);

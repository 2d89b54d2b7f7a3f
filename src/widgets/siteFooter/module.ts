export { Component } from './SiteFooter.tsx';
export { validateProps } from '../../generated/validators/widgets/siteFooter.js';

export { Component } from './NoticeMarquee.tsx';
export { validateProps } from '../../generated/validators/widgets/noticeMarquee.js';

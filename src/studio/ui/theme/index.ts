export { ThemeEditor } from './ThemeEditor.tsx';
export { TOKEN_FIELDS } from './tokenFields.ts';

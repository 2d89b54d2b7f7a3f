export { ThemeEditor, type ThemeEditorProps } from './ThemeEditor.tsx';
export { type ContrastRow, contrastRows, showRatio, verdictText } from './contrastRows.ts';
export { TOKEN_FIELDS, type TokenField } from './tokenFields.ts';

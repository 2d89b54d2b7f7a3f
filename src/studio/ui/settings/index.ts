export { SettingsEditor, type SettingsEditorProps } from './SettingsEditor.tsx';
export { SETTINGS_SECTIONS, type SettingsSection } from './brandSchemaParts.ts';

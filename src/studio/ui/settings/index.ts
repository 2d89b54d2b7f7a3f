export { SettingsEditor } from './SettingsEditor.tsx';

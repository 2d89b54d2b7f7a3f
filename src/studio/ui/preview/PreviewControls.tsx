import type { PreviewSessionKind } from '../../../core/studio/previewProtocol.ts';
import { DEVICES, type DeviceId, type PreviewSettings } from '../../app/state.ts';

interface Props {
  settings: PreviewSettings;
  languages: string[];
  sessions: PreviewSessionKind[];
  routes: { path: string; screen: string }[];
  onChange(patch: Partial<PreviewSettings>): void;
}

const SESSION_LABELS: Record<PreviewSessionKind, string> = { guest: 'Guest', member: 'Member (demo)', trial: 'Trial (demo)', agent: 'Agent (demo)' };

/** The preview's pickers: device size, language, session kind, route, and tap-to-select. */
export function PreviewControls({ settings, languages, sessions, routes, onChange }: Props) {
  const routeListed = routes.some((r) => r.path === settings.route);
  return (
    <div className="studio-preview__controls">
      <label className="studio-field-inline">
        <span>Device size</span>
        <select className="studio-input" value={settings.device} onChange={(e) => onChange({ device: e.target.value as DeviceId })}>
          {DEVICES.map((d) => (
            <option key={d.id} value={d.id}>
              {d.width} × {d.height}
            </option>
          ))}
        </select>
      </label>
      <label className="studio-field-inline">
        <span>Language</span>
        <select className="studio-input" value={settings.language} onChange={(e) => onChange({ language: e.target.value })}>
          <option value="">Brand default</option>
          {languages.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <label className="studio-field-inline">
        <span>Session</span>
        <select className="studio-input" value={settings.session} onChange={(e) => onChange({ session: e.target.value as PreviewSessionKind })}>
          {(['guest', ...sessions] as PreviewSessionKind[]).map((k) => (
            <option key={k} value={k}>
              {SESSION_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <label className="studio-field-inline">
        <span>Route</span>
        <select className="studio-input" value={settings.route} onChange={(e) => onChange({ route: e.target.value })}>
          {!routeListed && <option value={settings.route}>{settings.route}</option>}
          {routes.map((r) => (
            <option key={r.path} value={r.path}>
              {r.path} ({r.screen})
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="studio-button" aria-pressed={settings.pickMode} onClick={() => onChange({ pickMode: !settings.pickMode })}>
        Tap to select
      </button>
    </div>
  );
}

import { useState } from 'react';
import type { BrandPreviewLinkResponse } from '../../../generated/api/brandPreviewLink.response.ts';
import { formatTime } from '../history/formatTime.ts';
import { QrCode } from './QrCode.tsx';

export interface PreviewLinkProps {
  /** Whether the server signs preview links (studioSetup.previewLinks: PREVIEW_SECRET set). */
  enabled: boolean;
  /** Why the button cannot be used now, or null (the same words are said next to it). */
  blockedReason: string | null;
  busy: boolean;
  link: BrandPreviewLinkResponse | null;
  error: string | null;
  onRequest(): void;
}

/** "Preview on a phone": a signed link to the saved draft, as a QR code to scan and a link to copy. */
export function PreviewLink({ enabled, blockedReason, busy, link, error, onRequest }: PreviewLinkProps) {
  const [copied, setCopied] = useState<string>('');
  if (!enabled) {
    return (
      <p className="studio-step-note">
        Preview links are off on this server: it has no PREVIEW_SECRET. Ask whoever runs it to set one to preview drafts on a phone.
      </p>
    );
  }
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('Link copied.');
    } catch {
      setCopied('The link could not be copied here: select it and copy it by hand.');
    }
  };
  return (
    <div className="studio-preview-link">
      <div className="studio-step-action">
        <button type="button" onClick={onRequest} disabled={busy || blockedReason !== null} aria-describedby="studio-preview-link-why" aria-busy={busy}>
          Preview on a phone
        </button>
        <span id="studio-preview-link-why" className="studio-step-note">
          {blockedReason ?? (busy ? 'Making a link…' : 'Saves the draft, then makes a signed link to it.')}
        </span>
      </div>
      {error && <p role="alert">{error}</p>}
      {link && (
        <div className="studio-preview-link-result">
          <QrCode text={link.url} label="QR code of the preview link: scan it with a phone" />
          <div>
            <label htmlFor="studio-preview-link-url">Preview link (works until {formatTime(link.expiresAt)})</label>
            <input id="studio-preview-link-url" type="text" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" onClick={copy}>
              Copy link
            </button>
            <span role="status">{copied}</span>
          </div>
        </div>
      )}
    </div>
  );
}

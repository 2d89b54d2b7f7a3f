import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Icon } from '../../ui/Icon.tsx';

/** What the platform takes (it checks the bytes again, and re-encodes what it keeps). */
const ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const ICON_MAX_BYTES = 2 * 1024 * 1024;

/** The platform's refusals of an upload, in the page's words. */
const REFUSALS: Record<string, string> = {
  'icon.type': 'profile_icon_type',
  'icon.too.large': 'profile_icon_too_large',
  'icon.unreadable': 'profile_icon_unreadable',
  'icon.empty': 'profile_icon_unreadable',
  'request.too.many': 'profile_too_many',
};

interface Chosen {
  file: File;
  preview: string;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * The head icon: the current one (or the default avatar), Choose picture, then a preview of the chosen one with
 * Save and Cancel. A picture of another type or over 2 MB is refused here before it is sent; the platform's refusal
 * is said under the picture, and a save is confirmed.
 */
export function IconPicker({ current, emit }: { current: string | null; emit: WidgetProps<'profileEditor'>['emit'] }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation(emit);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const refusalKey = REFUSALS[upload.errorCode ?? ''];
  const refusal = upload.error === undefined ? null : refusalKey ? t(refusalKey) : upload.error || t('request_failed');
  const error = problem ? t(problem) : refusal;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setSaved(false);
    upload.reset();
    if (!ICON_TYPES.includes(file.type)) return setProblem('profile_icon_type');
    if (file.size > ICON_MAX_BYTES) return setProblem('profile_icon_too_large');
    setProblem(null);
    try {
      setChosen({ file, preview: await readAsDataUrl(file) });
    } catch {
      setProblem('profile_icon_unreadable');
    }
  };

  const save = async () => {
    if (!chosen) return;
    const done = await upload.send('uploadMemberIcon', { icon: chosen.file });
    if (!done) return;
    setChosen(null);
    setSaved(true);
  };

  const shown = chosen?.preview ?? current;
  return (
    <div className="profile-icon" data-testid="profile-icon">
      <div className="profile-icon-picture">
        {shown ? (
          <img src={shown} alt={t(chosen ? 'profile_icon_preview_alt' : 'profile_icon_alt')} width={72} height={72} data-testid="profile-icon-image" />
        ) : (
          <span className="profile-icon-default" role="img" aria-label={t('default_avatar_alt')}>
            <Icon name="user" size={36} />
          </span>
        )}
      </div>
      <div className="profile-icon-actions">
        <input
          ref={input}
          type="file"
          accept={ICON_TYPES.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t('profile_icon_choose')}
          data-testid="profile-icon-input"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {chosen ? (
          <>
            <Button busy={upload.busy} disabled={upload.busy} label={t('profile_icon_save')} onClick={() => void save()} />
            <Button variant="secondary" disabled={upload.busy} label={t('cancel')} onClick={() => setChosen(null)} />
          </>
        ) : (
          <Button variant="secondary" icon="user" label={t(current ? 'profile_icon_change' : 'profile_icon_choose')} onClick={() => input.current?.click()} />
        )}
        <p className="profile-icon-hint">{t('profile_icon_hint')}</p>
      </div>
      <FormError message={error} testId="profile-icon-error" />
      {saved ? (
        <p className="profile-saved" role="status" data-testid="profile-icon-saved">
          {t('profile_icon_saved')}
        </p>
      ) : null}
    </div>
  );
}

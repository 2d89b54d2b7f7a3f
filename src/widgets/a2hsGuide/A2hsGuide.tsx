import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Button } from '../../ui/Button.tsx';

/** Which notice an iOS version gets: none, 12.0-12.1 (limited support), or 11 and below (no support). */
export function legacyNotice(iosVersion: number | null): 'a2hs_legacy_ios12' | 'a2hs_legacy_ios11' | null {
  if (iosVersion === null) return null;
  if (iosVersion < 12) return 'a2hs_legacy_ios11';
  if (iosVersion < 12.2) return 'a2hs_legacy_ios12';
  return null;
}

const STEPS = ['a2hs_step_share', 'a2hs_step_add', 'a2hs_step_confirm'] as const;

/** Safari's add-to-home-screen steps, the legacy notice for old iOS, and the profile download when configured. */
export function Component({ data, emit }: WidgetProps<'a2hsGuide'>) {
  const { t } = useTranslation();
  const { device } = useConditionContext();
  const profile = (data?.data ?? []).find((l) => l.type === 'MOBILECONFIG' && l.url);
  const notice = legacyNotice(device.iosVersion);
  return (
    <div className="a2hs-guide">
      {notice ? (
        <p className="a2hs-notice" role="note">
          <Icon name="warning" size={18} /> {t(notice)}
        </p>
      ) : null}
      {notice === 'a2hs_legacy_ios11' ? null : (
        <ol className="a2hs-steps">
          {STEPS.map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ol>
      )}
      {profile ? (
        <>
          <Button block icon="download" label={t('a2hs_profile_download')} onClick={() => emit('download', { url: profile.url })} />
          <p className="a2hs-hint">{t('a2hs_profile_hint')}</p>
        </>
      ) : null}
    </div>
  );
}

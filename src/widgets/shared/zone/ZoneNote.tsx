import { useTranslation } from 'react-i18next';
import { useTimeZoneName } from '../../../renderer/timeZone.ts';
import { Note } from '../../../ui/Note.tsx';

/**
 * "Days and times are in Philippine Standard Time.": under a list's period or date filter, the zone its days are
 * counted in and its times are written in (the brand's, whatever the device's own zone).
 */
export function ZoneNote() {
  const { t } = useTranslation();
  const zone = useTimeZoneName();
  return <Note testId="zone-note">{t('records_zone', { zone })}</Note>;
}

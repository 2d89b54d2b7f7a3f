import { useTranslation } from 'react-i18next';
import { Note } from '../../../ui/Note.tsx';

/**
 * The one sign convention of every agent figure, said where the figures are: a team's win/loss is its wins minus
 * its bets, so a minus is what the team lost (what the house, and a dividend, is paid from).
 */
export function TeamResultNote() {
  const { t } = useTranslation();
  return <Note testId="team-result-note">{t('agent_sign_note')}</Note>;
}

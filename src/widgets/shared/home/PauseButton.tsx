import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon.tsx';
import { MOTION_TOGGLE, type Motion } from './motion.ts';
import './home.css';

/** The visible pause/play control of a moving block; its name says what pressing it will do. */
export function PauseButton({ motion, className = '' }: { motion: Motion; className?: string }) {
  const { t } = useTranslation();
  const paused = motion.userPaused;
  const props = { [MOTION_TOGGLE]: '' };
  return (
    <button
      type="button"
      className={`icon-button motion-toggle ${className}`}
      aria-label={t(paused ? 'resume_motion' : 'pause_motion')}
      onClick={motion.toggle}
      {...props}
    >
      <Icon name={paused ? 'play' : 'pause'} size={18} />
    </button>
  );
}

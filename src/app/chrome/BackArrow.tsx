import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScreenChrome } from '../../generated/screen.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useBrand } from '../../ui/BrandContext.tsx';

const HOME = '/m/home';

/** The top-left control of a bar, from the screen's `chrome.back`: arrow to home, arrow back, logo, or nothing. */
export function BackArrow({ back }: { back: ScreenChrome['back'] }) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { bundle } = useBrand();
  if (back === 'none') return null;
  if (back === 'logo') {
    return (
      <Link to={HOME} className="logo" aria-label={t('title_home')}>
        {bundle.brand.theme.logoText ?? bundle.brand.name}
      </Link>
    );
  }
  // Returning to home replaces history so Back from home does not bounce into the page again.
  const onClick = () => (back === 'home' ? env.navigate(HOME, { replace: true }) : env.back(HOME));
  return (
    <button type="button" className="icon-button back-arrow" aria-label={t('back')} onClick={onClick} data-back={back}>
      <Icon name="back" />
    </button>
  );
}

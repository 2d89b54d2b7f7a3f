import { useTranslation } from 'react-i18next';
import { NodeList } from '../../renderer/NodeView.tsx';
import { useBrand } from '../../ui/BrandContext.tsx';

/** The bottom menu: the brand's bottomBar nodes (Home, Promotion, Deposit, Invite, Menu). */
export function BottomBar() {
  const { t } = useTranslation();
  const { bundle } = useBrand();
  return (
    <nav className="bottombar" data-testid="bottombar" aria-label={t('aria_main_navigation')}>
      <NodeList nodes={bundle.brand.chrome.bottomBar} />
    </nav>
  );
}

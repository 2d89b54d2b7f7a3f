import { useTranslation } from 'react-i18next';
import type { ScreenChrome } from '../../generated/screen.ts';
import { NodeList } from '../../renderer/NodeView.tsx';
import { useBrand } from '../../ui/BrandContext.tsx';
import { BackArrow } from './BackArrow.tsx';

/** The header: arrow or logo, the screen's title, then the brand's header nodes (login, balance, ...). */
export function TopBar({ chrome }: { chrome: ScreenChrome }) {
  const { t } = useTranslation();
  const { bundle } = useBrand();
  return (
    <header className="topbar" data-testid="topbar">
      <BackArrow back={chrome.back} />
      {chrome.titleKey ? <h1 className="topbar-title" data-testid="topbar-title">{t(chrome.titleKey)}</h1> : <span className="topbar-spacer" />}
      <div className="topbar-actions">
        <NodeList nodes={bundle.brand.chrome.header} />
      </div>
    </header>
  );
}

/** The back bar: arrow and a title per path (game lists, notices, help...). */
export function BackBar({ chrome }: { chrome: ScreenChrome }) {
  const { t } = useTranslation();
  const back = chrome.back === 'logo' || chrome.back === 'none' ? 'history' : chrome.back;
  return (
    <div className="backbar" data-testid="backbar">
      <BackArrow back={back} />
      <h1 className="backbar-title" data-testid="backbar-title">{chrome.backTitleKey ? t(chrome.backTitleKey) : ''}</h1>
      <span className="topbar-spacer" />
    </div>
  );
}

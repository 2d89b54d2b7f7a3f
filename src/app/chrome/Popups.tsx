import { useTranslation } from 'react-i18next';
import { useAppState } from '../../state/StoreProvider.tsx';
import { useBrand } from '../../ui/BrandContext.tsx';
import { useChromeDialogs } from './loadChromeDialogs.ts';

/** Open popups (brand chrome.popups, by node id), each a modal dialog with a close button. */
export function Popups() {
  const { t } = useTranslation();
  const { bundle } = useBrand();
  const open = useAppState((s) => s.popups);
  const nodes = bundle.brand.chrome.popups.filter((n) => open.includes(n.id));
  const code = useChromeDialogs(nodes.length > 0);
  if (nodes.length === 0 || !code) return null;
  return (
    <>
      {nodes.map((node) => (
        <code.PopupDialog key={node.id} node={node} closeLabel={t('close')} />
      ))}
    </>
  );
}

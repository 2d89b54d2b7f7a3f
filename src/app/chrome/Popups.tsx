import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../state/StoreProvider.tsx';
import { useBrand } from '../../ui/BrandContext.tsx';
import { loadChromeDialogs } from './loadChromeDialogs.ts';

const PopupDialog = lazy(() => loadChromeDialogs().then((m) => ({ default: m.PopupDialog })));

/** Open popups (brand chrome.popups, by node id), each a modal dialog with a close button. */
export function Popups() {
  const { t } = useTranslation();
  const { bundle } = useBrand();
  const open = useAppState((s) => s.popups);
  const nodes = bundle.brand.chrome.popups.filter((n) => open.includes(n.id));
  if (nodes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {nodes.map((node) => (
        <PopupDialog key={node.id} node={node} closeLabel={t('close')} />
      ))}
    </Suspense>
  );
}

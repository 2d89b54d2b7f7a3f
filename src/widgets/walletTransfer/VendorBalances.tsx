import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../core/formatNumber.ts';
import type { WalletGcsResponse } from '../../generated/api/walletGcs.response.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { List, Row } from '../../ui/List.tsx';
import { Section } from '../../ui/Section.tsx';

/** The vendor wallets that hold money (the others are empty and would only make the list long). */
export function VendorBalances({ wallets }: { wallets: WalletGcsResponse['list'] }) {
  const { t } = useTranslation();
  const held = wallets.filter((w) => w.balance > 0);
  const title = t('transfer_vendor_balances');
  return (
    <Section title={title}>
      {held.length === 0 ? (
        <EmptyState message={t('transfer_vendor_balances_empty')} testId="transfer-vendors-empty" />
      ) : (
        <List label={title} testId="transfer-vendors">
          {held.map((w) => (
            <Row key={w.vassalage} label={w.displayName} end={<span className="wallet-transfer-balance">{formatNumber(w.balance, 2)}</span>} />
          ))}
        </List>
      )}
    </Section>
  );
}

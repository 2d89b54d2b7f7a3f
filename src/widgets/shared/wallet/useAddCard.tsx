import { type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MutationEvent } from '../../../renderer/useMutation.ts';
import { AddCardDialog } from './AddCardDialog.tsx';

/**
 * The add-card dialog as the withdraw form and the card list open it: portalled to the body (outside any form in
 * the DOM's sense too: the dialog has a form of its own), closed once a card is added, then `onAdded`.
 */
export function useAddCard(emit: (event: MutationEvent, payload: Record<string, unknown>) => void, onAdded: () => void): { open(): void; dialog: ReactNode } {
  const [adding, setAdding] = useState(false);
  const close = () => setAdding(false);
  const added = () => {
    close();
    onAdded();
  };
  const dialog = adding ? createPortal(<AddCardDialog emit={emit} onClose={close} onAdded={added} />, document.body) : null;
  return { open: () => setAdding(true), dialog };
}

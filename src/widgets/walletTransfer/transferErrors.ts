/** The words for a refused transfer, by the platform's error code (null: the platform's own words). */
export function transferErrorKey(errorCode: string): string | null {
  switch (errorCode) {
    case 'wallet.insufficient.balance':
      return 'transfer_error_balance';
    case 'wallet.not.found':
    case 'wallet.not.yours':
    case 'wallet.transfer.main':
    case 'wallet.transfer.same':
      return 'transfer_error_wallet';
    case 'validation.failed':
      return 'transfer_amount_invalid';
    default:
      return null;
  }
}

/**
 * A manual transfer's reference and receipt as the member enters them, checked as the platform checks them
 * (manualTransfer: a reference of 4 to 32 letters, digits or dashes; a PNG, JPEG or WebP image of at most 5 MB).
 * The platform judges the image by its bytes again; this only saves a pointless upload.
 */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9-]{3,31}$/;
const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const RECEIPT_ACCEPT = RECEIPT_TYPES.join(',');
const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** The reference's translation key when it cannot be sent, else null. */
export const referenceProblem = (text: string): string | null => (REFERENCE.test(text.trim()) ? null : 'deposit_manual_reference_invalid');

/** The receipt's translation key when it cannot be sent, else null. */
export function receiptProblem(file: File | null): string | null {
  if (!file) return 'deposit_manual_receipt_required';
  if (!RECEIPT_TYPES.includes(file.type)) return 'deposit_manual_receipt_type';
  if (file.size > RECEIPT_MAX_BYTES) return 'deposit_manual_receipt_size';
  return null;
}

/** The file's bytes as base64 (what manualTransfer's receiptImage takes: no data: prefix). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the receipt could not be read'));
    reader.readAsDataURL(file);
  });
}

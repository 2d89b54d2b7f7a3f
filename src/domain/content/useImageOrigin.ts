import { useAppState } from '../../state/StoreProvider.tsx';

/** The session's image CDN origin for platform images (null: this host); give it to imageSources / platformImageUrl. */
export const useImageOrigin = (): string | null => useAppState((s) => s.imageOrigin ?? null);

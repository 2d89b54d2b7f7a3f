import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { isNoAnswer, readWithSavedCopy, SavedCopy, type SavedCopyStore } from '../../../src/renderer/savedCopies.ts';

function memoryStore(): SavedCopyStore & { kept: Map<string, SavedCopy> } {
  const kept = new Map<string, SavedCopy>();
  return { kept, read: async (k) => kept.get(k), write: async (k, c) => void kept.set(k, c) };
}
const now = () => 1_700_000_000_000;
const offline = new ApiError(0, 'network.offline', 'offline');

describe("a guest's lists kept for offline use", () => {
  it('keeps what a read answers and shows it, marked, when a later read gets no answer', async () => {
    const store = memoryStore();
    expect(await readWithSavedCopy(async () => ['a', 'b'], 'hotGames|{}|null|EN', store, now)).toEqual(['a', 'b']);
    await vi.waitFor(() => expect(store.kept.size).toBe(1));
    const shown = await readWithSavedCopy(() => Promise.reject(offline), 'hotGames|{}|null|EN', store, now);
    expect(shown).toBeInstanceOf(SavedCopy);
    expect(shown).toEqual(new SavedCopy(['a', 'b'], now()));
  });

  it("gives the platform's own refusals and broken answers as they are, and the error when nothing was kept", async () => {
    const store = memoryStore();
    await readWithSavedCopy(async () => [1], 'k', store, now);
    const refused = new ApiError(500, 'server.error', 'boom');
    await expect(readWithSavedCopy(() => Promise.reject(refused), 'k', store, now)).rejects.toBe(refused);
    await expect(readWithSavedCopy(() => Promise.reject(offline), 'other', store, now)).rejects.toBe(offline);
  });

  it('keeps nothing without a key (a member, or a source that is not a public list)', async () => {
    const store = memoryStore();
    await readWithSavedCopy(async () => [1], null, store, now);
    expect(store.kept.size).toBe(0);
    await expect(readWithSavedCopy(() => Promise.reject(offline), null, store, now)).rejects.toBe(offline);
  });

  it('counts only a read the network could not carry (offline, refused, reset), not a timeout or a cancelled read', () => {
    expect(isNoAnswer(offline)).toBe(true);
    expect(isNoAnswer(new ApiError(0, 'network.timeout', ''))).toBe(false);
    expect(isNoAnswer(new ApiError(0, 'request.aborted', ''))).toBe(false);
    expect(isNoAnswer(new ApiError(401, 'login.not.session', ''))).toBe(false);
    expect(isNoAnswer(new Error('x'))).toBe(false);
  });
});

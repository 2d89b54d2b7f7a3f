/** "1 error", "3 errors": a count and its noun, in the studio's English (every noun it counts takes a plain -s). */
export const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

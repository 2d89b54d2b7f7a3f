/** An epoch-ms moment in the operator's own locale and time zone ("12 May 2026, 14:03"). */
export const formatTime = (ms: number): string => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));

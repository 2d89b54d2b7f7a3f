/** The greeting of a local hour (0-23): 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-23 evening. */
export type GreetingKey = 'good_morning' | 'good_early_afternoon' | 'good_late_afternoon' | 'good_evening';

export function greetingKey(hour: number): GreetingKey {
  if (hour <= 10) return 'good_morning';
  if (hour <= 14) return 'good_early_afternoon';
  if (hour <= 18) return 'good_late_afternoon';
  return 'good_evening';
}

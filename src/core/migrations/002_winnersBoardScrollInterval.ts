import type { Migration } from './types.ts';
import { renameWidgetProp } from './widgetProps.ts';

/**
 * winnersBoard `speed` -> `scrollIntervalMs`. The prop was the time in ms between two steps of the board, so a
 * larger "speed" scrolled more slowly: an operator who wanted a livelier board raised it and got the opposite. The
 * new name says what the number is (an interval) and its unit, as the other timing props do (`debounceMs`,
 * `gapMs`, `everyMinMs`).
 */
export const winnersBoardScrollInterval: Migration = {
  version: 2,
  name: '002_winnersBoardScrollInterval',
  migrate: renameWidgetProp('winnersBoard', 'speed', 'scrollIntervalMs'),
};

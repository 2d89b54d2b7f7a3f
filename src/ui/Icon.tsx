import type { IconName } from '../generated/icon.ts';

/** 24x24 stroke paths; drawn with currentColor so icons follow the theme tokens. */
const PATHS: Record<IconName, string> = {
  back: 'M15 5l-7 7 7 7',
  home: 'M3 11l9-7 9 7v9h-6v-6H9v6H3z',
  promotion: 'M4 9h16v11H4zM2 5h20v4H2zM12 5v15M12 5c-2-3-6-3-6 0M12 5c2-3 6-3 6 0',
  deposit: 'M3 7h18v12H3zM3 11h18M16 15h2',
  invite: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21c0-4 3-7 7-7s7 3 7 7M19 8v6M16 11h6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM16 16l5 5',
  user: 'M12 12a5 5 0 100-10 5 5 0 000 10zM3 22c0-5 4-8 9-8s9 3 9 8',
  wallet: 'M3 6h16v14H3zM3 6l12-3v3M15 13h2',
  withdraw: 'M3 7h18v12H3zM12 10v6M9 13l3 3 3-3',
  vip: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  slots: 'M4 4h16v16H4zM9 4v16M15 4v16',
  live: 'M12 15a3 3 0 100-6 3 3 0 000 6zM5 5a10 10 0 000 14M19 5a10 10 0 010 14',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13',
  task: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  telegram: 'M21 4L3 11l6 2 2 6 3-4 5 4z',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  whatsapp: 'M4 20l1.5-4A8 8 0 1112 20a8 8 0 01-4-1z',
  viber: 'M6 3h12a3 3 0 013 3v9a3 3 0 01-3 3h-6l-5 4v-4H6a3 3 0 01-3-3V6a3 3 0 013-3z',
  support: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3z',
  logout: 'M10 4H4v16h6M15 8l4 4-4 4M19 12H9',
  copy: 'M8 8h12v12H8zM4 4h12v2M4 4v12h2',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M3 3l18 18M10.6 6.1A10 10 0 0112 6c6 0 10 6 10 6a17 17 0 01-3 3.6M6.6 6.6A17 17 0 002 12s4 6 10 6a10 10 0 005-1.4',
  bell: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 21h4',
  mail: 'M3 5h18v14H3zM3 5l9 8 9-8',
  chat: 'M4 4h16v12H8l-4 4z',
  settings: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19 12l2-1-2-4-2 1-2-1V5h-4v2l-2 1-2-1-2 4 2 1v2l-2 1 2 4 2-1 2 1v2h4v-2l2-1 2 1 2-4-2-1z',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 018 0v4',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  star: 'M12 3l3 6 6 1-4.5 4 1 6.5L12 17l-5.5 3.5 1-6.5L3 10l6-1z',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 3',
  fire: 'M12 22c4 0 7-3 7-7 0-5-5-7-5-12-3 2-4 5-4 7-1-1-2-2-2-4-2 2-3 5-3 9 0 4 3 7 7 7z',
  tools: 'M14 6l4-4 4 4-4 4M3 21l9-9M15 9l-3-3',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  empty: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10',
  team: 'M8 11a3 3 0 100-6 3 3 0 000 6zM16 11a3 3 0 100-6 3 3 0 000 6zM2 20c0-3 3-6 6-6s6 3 6 6M14 14c3 0 8 2 8 6',
  play: 'M7 4l13 8-13 8z',
  pause: 'M7 4h4v16H7zM13 4h4v16h-4z',
  refresh: 'M20 12a8 8 0 11-2.3-5.7M20 4v5h-5',
  more: 'M11 5a1 1 0 102 0 1 1 0 10-2 0M11 12a1 1 0 102 0 1 1 0 10-2 0M11 19a1 1 0 102 0 1 1 0 10-2 0',
  offline: 'M2 8.5a15 15 0 0120 0M5 12a10 10 0 0114 0M8.5 15.5a5 5 0 017 0M12 19.5v.5M3 3l18 18',
};

/** Decorative unless `label` is given (then it is an image with that accessible name). */
export function Icon({ name, size = 24, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      className="icon"
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

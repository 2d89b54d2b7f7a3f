import type { AppEnv } from '../../renderer/env.ts';

/**
 * The env of actions run inside a popup. A popup is a layer over the screen, so going back from it closes it
 * (forgot password's "success, then back" closes the reset dialog instead of leaving the login screen), and going
 * somewhere else closes it first (a sign-in from the dialog lands on home without the dialog over it).
 */
export function popupEnv(env: AppEnv, close: () => void): AppEnv {
  return {
    ...env,
    back: () => close(),
    navigate: (to, options) => {
      close();
      env.navigate(to, options);
    },
  };
}

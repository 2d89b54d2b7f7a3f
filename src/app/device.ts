import type { DeviceContext } from '../generated/context.ts';

/** User-agent marker the native app's webview adds (the spec: "user agent marker adds an app class"). */
const APP_UA_MARKER = 'MGamingApp';

/** Reads what conditions need to know about the device once at boot. */
export function detectDevice(nav: Navigator, win: Window, local: Storage): DeviceContext {
  const ua = nav.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  const android = /Android/i.test(ua);
  const v = /OS (\d+)[_.](\d+)/.exec(ua);
  const standalone =
    (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches) ||
    (nav as Navigator & { standalone?: boolean }).standalone === true;
  return {
    os: ios ? 'ios' : android ? 'android' : 'other',
    iosVersion: ios && v ? Number(`${v[1]}.${v[2]}`) : null,
    standalone,
    inApp: ua.includes(APP_UA_MARKER),
    webClip: local.getItem('webClipInstalled') === '1',
    // Known only once the browser offers it (beforeinstallprompt): RouteScope reads it from the store.
    installable: false,
  };
}

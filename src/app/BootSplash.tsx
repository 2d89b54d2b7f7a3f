/** index.html's splash as React draws it until the first screen is in: the same markup, so nothing flashes. */
export function BootSplash() {
  return (
    <div className="boot-splash" aria-hidden="true">
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: the splash is aria-hidden as a whole, and must match index.html's markup. */}
      <svg className="boot-splash-mark" width="48" height="48" viewBox="0 0 48 48">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeDasharray="80 46" />
      </svg>
    </div>
  );
}

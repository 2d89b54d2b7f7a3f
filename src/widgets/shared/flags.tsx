/**
 * The spec's language-to-flag map, drawn as tiny inline SVGs (no external images, CSP-safe). Each flag is a few
 * stripes plus an optional disc or star: enough to recognise at 20 px.
 */
const LANGUAGE_FLAGS: Record<string, string> = {
  CN: 'CN',
  EN: 'US',
  JA: 'JP',
  TH: 'TH',
  VI: 'VN',
  MY: 'MM',
  ES: 'ES',
  HI: 'IN',
  ID: 'ID',
  KM: 'KH',
  KO: 'KR',
  KR: 'KR',
  MS: 'MY',
  PT: 'BR',
  'PT-BR': 'BR',
  TA: 'IN',
  TW: 'TW',
  UR: 'PK',
  // Tagalog (the app's TY) and Filipino: the Philippines.
  TY: 'PH',
  TL: 'PH',
  FIL: 'PH',
};

interface FlagSpec {
  /** Horizontal stripes (top to bottom) or vertical ones (left to right), equal widths. */
  stripes: string[];
  vertical?: boolean;
  /** A centred disc or star: [colour, kind]. */
  mark?: [string, 'disc' | 'star'];
  /** A canton (top-left block) colour. */
  canton?: string;
  /** A triangle at the hoist (the Philippine flag's), with its sun and three stars in `emblem`'s colour. */
  hoist?: { fill: string; emblem: string };
}

const FLAGS: Record<string, FlagSpec> = {
  US: { stripes: ['#b22234', '#fff', '#b22234', '#fff', '#b22234', '#fff', '#b22234'], canton: '#3c3b6e' },
  CN: { stripes: ['#de2910'], canton: '#de2910', mark: ['#ffde00', 'star'] },
  JP: { stripes: ['#fff'], mark: ['#bc002d', 'disc'] },
  TH: { stripes: ['#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931'] },
  VN: { stripes: ['#da251d'], mark: ['#ff0', 'star'] },
  MM: { stripes: ['#fecb00', '#34b233', '#ea2839'], mark: ['#fff', 'star'] },
  ES: { stripes: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  IN: { stripes: ['#f93', '#fff', '#128807'], mark: ['#000080', 'disc'] },
  ID: { stripes: ['#ce1126', '#fff'] },
  KH: { stripes: ['#032ea1', '#e00025', '#e00025', '#032ea1'], mark: ['#fff', 'disc'] },
  KR: { stripes: ['#fff'], mark: ['#c60c30', 'disc'] },
  MY: { stripes: ['#cc0001', '#fff', '#cc0001', '#fff', '#cc0001', '#fff'], canton: '#010066' },
  BR: { stripes: ['#009c3b'], mark: ['#ffdf00', 'disc'] },
  TW: { stripes: ['#fe0000'], canton: '#000095' },
  PK: { stripes: ['#fff', '#01411c', '#01411c', '#01411c'], vertical: true, mark: ['#fff', 'star'] },
  // Blue over red, the white triangle at the hoist with the golden sun and a star in each corner.
  PH: { stripes: ['#0038a8', '#ce1126'], hoist: { fill: '#fff', emblem: '#fcd116' } },
};

const STAR = 'M12 4.5l1.8 5.2h5.4l-4.4 3.2 1.7 5.2-4.5-3.2-4.5 3.2 1.7-5.2-4.4-3.2h5.4z';

/** The hoist triangle: equilateral on the flag's height (16), its sun at the centre and a star near each corner. */
function Hoist({ fill, emblem }: { fill: string; emblem: string }) {
  return (
    <g data-part="hoist">
      <path d="M0 0L13.86 8L0 16Z" fill={fill} />
      <circle cx={4.62} cy={8} r={1.9} fill={emblem} />
      <circle cx={1.5} cy={1.9} r={0.75} fill={emblem} />
      <circle cx={1.5} cy={14.1} r={0.75} fill={emblem} />
      <circle cx={11.2} cy={8} r={0.75} fill={emblem} />
    </g>
  );
}

/** A decorative flag for a language code (the language name next to it carries the meaning). */
export function LanguageFlag({ language, size = 20 }: { language: string; size?: number }) {
  const spec = FLAGS[LANGUAGE_FLAGS[language.toUpperCase()] ?? ''] ?? { stripes: ['#888'] };
  const n = spec.stripes.length;
  return (
    <svg
      className="flag"
      width={size * 1.5}
      height={size}
      viewBox="0 0 24 16"
      aria-hidden="true"
      focusable="false"
      data-flag={LANGUAGE_FLAGS[language.toUpperCase()]}
    >
      {spec.stripes.map((c, i) =>
        spec.vertical ? (
          <rect key={i} x={(24 / n) * i} y={0} width={24 / n} height={16} fill={c} />
        ) : (
          <rect key={i} x={0} y={(16 / n) * i} width={24} height={16 / n} fill={c} />
        ),
      )}
      {spec.canton ? <rect x={0} y={0} width={10} height={8.5} fill={spec.canton} /> : null}
      {spec.hoist ? <Hoist {...spec.hoist} /> : null}
      {spec.mark?.[1] === 'disc' ? <circle cx={12} cy={8} r={3.5} fill={spec.mark[0]} /> : null}
      {spec.mark?.[1] === 'star' ? <path d={STAR} transform="translate(0 -4) scale(1)" fill={spec.mark[0]} /> : null}
      <rect x={0.25} y={0.25} width={23.5} height={15.5} fill="none" stroke="rgb(0 0 0 / 30%)" strokeWidth={0.5} />
    </svg>
  );
}

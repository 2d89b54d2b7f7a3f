import type { BrandDocument } from '../../generated/brand.ts';

/** The states in which a status-gate screen shows instead of any route: maintenance, region, no network. */
export type GateState = 'maintenance' | 'region' | 'offline';

/** The routing field that names each gate's screen. */
const GATE_FIELDS = { maintenance: 'maintenanceScreen', region: 'regionScreen', offline: 'offlineScreen' } as const satisfies Record<
  GateState,
  keyof BrandDocument['routing']
>;

const GATE_STATES = Object.keys(GATE_FIELDS) as GateState[];

/** The routing fields a lint check treats as screens reached without a path. */
export const GATE_ROUTING_FIELDS: readonly string[] = Object.values(GATE_FIELDS);

/** The id of the screen the brand shows in a gate state. */
export function gateScreenId(routing: BrandDocument['routing'], state: GateState): string {
  return routing[GATE_FIELDS[state]];
}

/** Which gate a screen is, or undefined for a screen reached by its paths. */
export function gateOfScreen(routing: BrandDocument['routing'], screenId: string): GateState | undefined {
  return GATE_STATES.find((state) => gateScreenId(routing, state) === screenId);
}

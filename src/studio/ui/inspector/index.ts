export { Inspector, type InspectorPart, type InspectorProps } from './Inspector.tsx';
export { FindingList, OriginBadge, originText, ResetButton } from './FieldStatus.tsx';
export { Tabs, type TabSpec } from './Tabs.tsx';
export type { DocPath, FieldFinding, FormBundle, OriginOf, ResetValue, SetValue, StudioCatalog, ValueOrigin } from './types.ts';

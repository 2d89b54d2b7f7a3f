export { Inspector, type InspectorPart } from './Inspector.tsx';
export type { DocPath, FieldFinding, StudioCatalog, ValueOrigin } from './types.ts';

/** The precompiled validators' shapes, declared beside them by `npm run gen`. */
export type { CompiledValidator, ValidationError } from '../../generated/validators/types.ts';

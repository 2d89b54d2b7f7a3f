import { checkBundle, type BundleCheck, type BundleValidators } from '../core/brand/checkBundle.ts';
import { checkNodeProps } from '../core/brand/checkNodeProps.ts';
import type { CompiledValidator } from '../core/validation/types.ts';

type WidgetValidatorModules = Record<string, { validateProps: CompiledValidator }>;

/** The production safety net's whole check: the documents against their schemas, then every node's props. */
export function backgroundCheck(text: string, core: BundleValidators, widgets: WidgetValidatorModules): BundleCheck {
  const checked = checkBundle(JSON.parse(text) as unknown, core);
  if (!checked.bundle) return checked;
  const props = checkNodeProps(checked.bundle, widgetValidatorMap(widgets));
  return { bundle: props.bundle, problems: [...checked.problems, ...props.problems] };
}

/**
 * What the worker posts back: the checked bundle only when something failed (the app then redraws with it).
 * Cloning it into the main thread was a ~10 ms task there, for a copy of the documents it already runs on.
 */
export function workerReply(checked: BundleCheck): BundleCheck {
  return checked.problems.length ? checked : { bundle: null, problems: [] };
}

/** `import.meta.glob` of src/generated/validators/widgets/*.js, keyed by widget type (the file's name). */
function widgetValidatorMap(modules: WidgetValidatorModules): Map<string, CompiledValidator> {
  return new Map(Object.entries(modules).map(([path, m]) => [path.replace(/^.*\//, '').replace(/\.js$/, ''), m.validateProps]));
}

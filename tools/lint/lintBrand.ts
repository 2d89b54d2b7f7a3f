import { checkActions } from './checks/actions.ts';
import { checkNodeConditions } from './checks/conditions.ts';
import { checkContrast } from './checks/contrast.ts';
import { checkDataSources } from './checks/dataSources.ts';
import { checkEvents } from './checks/events.ts';
import { checkDuplicateIds, checkHeaderKeep, checkInterruptionOrder } from './checks/ids.ts';
import { checkLanguages, checkUsedKeys } from './checks/i18n.ts';
import { checkIncludes } from './checks/includes.ts';
import { checkOverlayLists } from './checks/overlayLists.ts';
import { checkLocaleRefs } from './checks/localeRefs.ts';
import { checkRouting } from './checks/routing.ts';
import { checkSchema } from './checks/schemas.ts';
import { checkWidgets } from './checks/widgets.ts';
import type { ComposedBrand } from './compose.ts';
import type { LintContext } from './context.ts';
import { isObject, isString } from './json.ts';
import type { Target } from './source.ts';
import { chromeNodes, screenNodes, type NodeAt } from './walk.ts';

/** The node checks of one tree (a screen body or the brand chrome); `where` names it in duplicate-id findings. */
export function checkNodes(ctx: LintContext, target: Target, nodes: readonly NodeAt[], where: string): void {
  checkWidgets(ctx, target, nodes);
  checkActions(ctx, target, nodes);
  checkDataSources(ctx, target, nodes);
  checkEvents(ctx, target, nodes);
  checkNodeConditions(ctx, target, nodes);
  checkDuplicateIds(ctx, target, nodes, where);
}

/** Every check of one composed brand: schemas, token contrast, node trees (chrome and screens), i18n and routing. */
export function lintComposedBrand(ctx: LintContext, b: ComposedBrand): void {
  checkSchema(ctx, b.brand, 'brand.schema.json', '');
  checkContrast(ctx, b);
  checkNodes(ctx, b.brand, chromeNodes(b.brand.value), 'the brand chrome');
  checkOverlayLists(ctx, b.brand, b.name);
  checkHeaderKeep(ctx, b.brand);
  checkInterruptionOrder(ctx, b.brand, [...chromeNodes(b.brand.value), ...[...b.screens.values()].flatMap((s) => screenNodes(s.value))]);
  for (const [name, screen] of b.screens) {
    checkSchema(ctx, screen, 'screen.schema.json', '');
    const id = isObject(screen.value) && isString(screen.value.id) ? screen.value.id : name;
    checkNodes(ctx, screen, screenNodes(screen.value), `screen "${id}"`);
    checkOverlayLists(ctx, screen, b.name);
  }
  checkLanguages(ctx, b);
  checkUsedKeys(ctx, b);
  checkLocaleRefs(ctx, b);
  checkRouting(ctx, b);
  checkIncludes(ctx, b);
}

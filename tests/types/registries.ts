/**
 * Type-level tests, checked by `npm run typecheck` (tsc reads tests/): each `@ts-expect-error` below must stay an
 * error, or tsc reports the directive as unused and the check fails. They hold the promise of the generated
 * registries: an entry without a schema, a schema without an entry, or an entry of the wrong shape does not compile.
 */
import { actionRegistry } from '../../src/actions/index.ts';
import { dataSourceRegistry } from '../../src/data/index.ts';
import type { Game } from '../../src/generated/api/shapes/game.ts';
import type { ActionRegistry } from '../../src/renderer/actionDefinition.ts';
import { defineAction } from '../../src/renderer/actionDefinition.ts';
import { defineDataSource, type DataSourceRegistry } from '../../src/renderer/dataSource.ts';
import type { WidgetProps, WidgetRegistry } from '../../src/renderer/defineWidget.ts';
import { widgetRegistry } from '../../src/widgets/index.ts';

// Widgets: a schema without a registry entry, and an entry without a schema.
const { text: _text, ...withoutText } = widgetRegistry;
// @ts-expect-error schemas/widgets/text.schema.json has no loader
export const missingWidget: WidgetRegistry = withoutText;
// @ts-expect-error "fancy" has no schema under schemas/widgets
export const extraWidget = { ...widgetRegistry, fancy: widgetRegistry.text } satisfies WidgetRegistry;
// @ts-expect-error a loader must load a module drawn with its own type's props (button's module for text)
export const wrongModule = { ...widgetRegistry, text: widgetRegistry.button } satisfies WidgetRegistry;

// Actions.
const { navigate: _navigate, ...withoutNavigate } = actionRegistry;
// @ts-expect-error schemas/actions/navigate.schema.json has no action
export const missingAction: ActionRegistry = withoutNavigate;
// @ts-expect-error params of another shape than the action's schema
export const wrongParams = { ...actionRegistry, navigate: defineAction((_p: { nowhere: number }) => undefined) } satisfies ActionRegistry;

// Data sources: what a source yields is its schema's $defs.data.
const { winners: _winners, ...withoutWinners } = dataSourceRegistry;
// @ts-expect-error schemas/data/winners.schema.json has no source
export const missingSource: DataSourceRegistry = withoutWinners;
// @ts-expect-error the hot list yields games, not numbers
export const wrongYield = defineDataSource<'hotGames'>({ fetch: async () => [1, 2, 3] });
export const rightYield = defineDataSource<'hotGames'>({ fetch: async (): Promise<Game[]> => [] });

// A widget receives its data typed by the sources its schema accepts, and emits only its schema's events.
export function bannerTitles(widget: WidgetProps<'bannerList'>): string[] {
  // @ts-expect-error bannerList emits `tap` only
  widget.emit('play');
  return (widget.data?.data ?? []).map((banner) => banner.title);
}
export function noData(widget: WidgetProps<'text'>): undefined {
  return widget.data;
}

import { defineWidget, type WidgetDefinition } from '../renderer/defineWidget.ts';

/**
 * The widget registry: one line per widget type. Each module loads lazily the first time a screen uses it, so a
 * route only downloads the widgets its documents name. Props schemas: schemas/widgets/<type>.schema.json.
 */
export const widgetDefinitions: readonly WidgetDefinition[] = [
  defineWidget('noData', () => import('./noData/module.ts')),
  defineWidget('text', () => import('./text/module.ts')),
  defineWidget('stack', () => import('./stack/module.ts')),
  defineWidget('button', () => import('./button/module.ts')),
  defineWidget('image', () => import('./image/module.ts')),
  defineWidget('statusScreen', () => import('./statusScreen/module.ts')),
  defineWidget('navItem', () => import('./navItem/module.ts')),
  defineWidget('menuItem', () => import('./menuItem/module.ts')),
  defineWidget('balance', () => import('./balance/module.ts')),
  defineWidget('languageSelector', () => import('./languageSelector/module.ts')),
  defineWidget('promotionAccordion', () => import('./promotionAccordion/module.ts')),
  defineWidget('bannerList', () => import('./bannerList/module.ts')),
  defineWidget('unreadBadge', () => import('./unreadBadge/module.ts')),
  defineWidget('userCard', () => import('./userCard/module.ts')),
  defineWidget('resourceLink', () => import('./resourceLink/module.ts')),
  defineWidget('popupBody', () => import('./popupBody/module.ts')),
  defineWidget('inviteLink', () => import('./inviteLink/module.ts')),
  defineWidget('form', () => import('./form/module.ts')),
  defineWidget('gameLobby', () => import('./gameLobby/module.ts')),
  defineWidget('gameFrame', () => import('./gameFrame/module.ts')),
  defineWidget('bannerCarousel', () => import('./bannerCarousel/module.ts')),
  defineWidget('noticeMarquee', () => import('./noticeMarquee/module.ts')),
  defineWidget('categoryMenu', () => import('./categoryMenu/module.ts')),
  defineWidget('gameRow', () => import('./gameRow/module.ts')),
  defineWidget('vendorCategories', () => import('./vendorCategories/module.ts')),
  defineWidget('gameSearch', () => import('./gameSearch/module.ts')),
  defineWidget('inviteBar', () => import('./inviteBar/module.ts')),
  defineWidget('floatingButton', () => import('./floatingButton/module.ts')),
  defineWidget('hotGamesBlock', () => import('./hotGamesBlock/module.ts')),
  defineWidget('winnersBoard', () => import('./winnersBoard/module.ts')),
  defineWidget('helpList', () => import('./helpList/module.ts')),
  defineWidget('siteFooter', () => import('./siteFooter/module.ts')),
  defineWidget('downloadBar', () => import('./downloadBar/module.ts')),
  defineWidget('a2hsGuide', () => import('./a2hsGuide/module.ts')),
  defineWidget('counter', () => import('./counter/module.ts')),
];

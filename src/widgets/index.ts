import type { WidgetRegistry } from '../renderer/defineWidget.ts';

/**
 * The widget registry: one loader per widget type, keyed by type. Each module loads lazily the first time a screen
 * uses it, so a route only downloads the widgets its documents name. A widget's props, accepted data sources and
 * events are declared by schemas/widgets/<type>.schema.json; `satisfies` makes a missing or extra entry, or a
 * component typed for other props, a compile error.
 */
export const widgetRegistry = {
  a2hsGuide: () => import('./a2hsGuide/module.ts'),
  balance: () => import('./balance/module.ts'),
  bannerCarousel: () => import('./bannerCarousel/module.ts'),
  bannerList: () => import('./bannerList/module.ts'),
  button: () => import('./button/module.ts'),
  categoryMenu: () => import('./categoryMenu/module.ts'),
  counter: () => import('./counter/module.ts'),
  downloadBar: () => import('./downloadBar/module.ts'),
  floatingButton: () => import('./floatingButton/module.ts'),
  form: () => import('./form/module.ts'),
  gameFrame: () => import('./gameFrame/module.ts'),
  gameGrid: () => import('./gameGrid/module.ts'),
  gameLobby: () => import('./gameLobby/module.ts'),
  gameRow: () => import('./gameRow/module.ts'),
  gameSearch: () => import('./gameSearch/module.ts'),
  helpList: () => import('./helpList/module.ts'),
  helpTopics: () => import('./helpTopics/module.ts'),
  hotGamesBlock: () => import('./hotGamesBlock/module.ts'),
  image: () => import('./image/module.ts'),
  inboxList: () => import('./inboxList/module.ts'),
  include: () => import('./include/module.ts'),
  inviteBar: () => import('./inviteBar/module.ts'),
  inviteLink: () => import('./inviteLink/module.ts'),
  languageSelector: () => import('./languageSelector/module.ts'),
  menuItem: () => import('./menuItem/module.ts'),
  navItem: () => import('./navItem/module.ts'),
  noData: () => import('./noData/module.ts'),
  noticeList: () => import('./noticeList/module.ts'),
  noticeMarquee: () => import('./noticeMarquee/module.ts'),
  noticePopup: () => import('./noticePopup/module.ts'),
  popupBody: () => import('./popupBody/module.ts'),
  promotionAccordion: () => import('./promotionAccordion/module.ts'),
  promotionDetail: () => import('./promotionDetail/module.ts'),
  promotionList: () => import('./promotionList/module.ts'),
  resourceLink: () => import('./resourceLink/module.ts'),
  siteFooter: () => import('./siteFooter/module.ts'),
  stack: () => import('./stack/module.ts'),
  statusScreen: () => import('./statusScreen/module.ts'),
  tabPanels: () => import('./tabPanels/module.ts'),
  text: () => import('./text/module.ts'),
  unreadBadge: () => import('./unreadBadge/module.ts'),
  userCard: () => import('./userCard/module.ts'),
  vendorCategories: () => import('./vendorCategories/module.ts'),
  winnersBoard: () => import('./winnersBoard/module.ts'),
} satisfies WidgetRegistry;

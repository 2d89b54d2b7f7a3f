/** Announcements, promotions, inbox and live chat. */
import type { PlatformApi } from '../../core/platformApi.ts';
import type { AnnouncementsRequest } from '../../generated/api/announcements.request.ts';
import type { AnnouncementsResponse } from '../../generated/api/announcements.response.ts';
import type { ChatLaunchRequest } from '../../generated/api/chatLaunch.request.ts';
import type { ChatLaunchResponse } from '../../generated/api/chatLaunch.response.ts';
import type { InboxListResponse } from '../../generated/api/inboxList.response.ts';
import type { PromotionCategoriesResponse } from '../../generated/api/promotionCategories.response.ts';

const RELAY = '/wps/relay/';

/** types: comma list of B, PL, PU, PR (or "promotion"), H, A; e.g. home 'B,PL,PU,PR,H' with groupName 'm_home'. */
export const announcements = (api: PlatformApi, q: AnnouncementsRequest): Promise<AnnouncementsResponse> =>
  api.request('GET', `${RELAY}MCSFE_getListAnnouncements`, { query: { platform: 'M', ...q } });

/** Not for type 4 sessions (403 free_reject). */
export const markAnnouncementRead = (api: PlatformApi, announcementId: number, read = true): Promise<boolean> =>
  api.request('POST', `${RELAY}MCSFE_markAnnouncementAsRead`, { body: { announcementId, read } });

export const promotionCategories = (api: PlatformApi): Promise<PromotionCategoriesResponse> =>
  api.request('GET', `${RELAY}MCSFE_getPromotionCategories`);

export const announcementUnreadCount = async (api: PlatformApi): Promise<number> =>
  (await api.request<{ announcementUnreadCount: number }>('GET', `${RELAY}MCSFE_unreadCount`)).announcementUnreadCount;

export const inboxUnreadCount = (api: PlatformApi): Promise<number> => api.request('GET', `${RELAY}CSP_unreadCount`);

export const inboxList = (api: PlatformApi, pageNo = 1, pageSize = 20): Promise<InboxListResponse> =>
  api.request('GET', `${RELAY}CSP_messageList`, { query: { pageNo, pageSize } });

export const inboxMarkRead = (api: PlatformApi, id: number): Promise<boolean> => api.request('POST', `${RELAY}CSP_markRead`, { body: { id } });

/** The chat page URL (same origin, valid 2 hours); the app redirects to it after 500 ms. */
export const launchChat = (api: PlatformApi, q: ChatLaunchRequest): Promise<ChatLaunchResponse> =>
  api.request('GET', `${RELAY}CBS_launchChat`, { query: { b2c: '1', ...q } });

export const chatUnreadCount = async (api: PlatformApi): Promise<number> =>
  (await api.request<{ unReadCount: number }>('GET', `${RELAY}CBS_unreadCount`)).unReadCount;

import { fillTemplate } from '../../../core/params/resolve.ts';

/**
 * The member's invitation link: this site's origin (the host the member uses, so a brand's own domain carries its
 * friends to it) + `path` with {code} = the invitation code the platform issued (inviteStats). The referral dialog
 * and /m/inviteFriends both build it here, so they always show the same link.
 */
export function inviteUrl(path: string, code: string, origin: string = window.location.origin): string {
  return code ? origin + fillTemplate(path, { code }) : '';
}

/** The live-chat page: plain HTML and a form, no script, styled by its own stylesheet (fits the strict CSP). */
import { htmlLang } from '../../../src/core/htmlLang.ts';
import { type Texts, textIn } from '../http/localized.ts';
import { GREETING_TEXTS } from './chatReply.ts';
import { CHAT_CSS_PATH, chatRoomPath } from './paths.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The page's own words in each language the platform's texts are written in. */
const PAGE_TEXTS = {
  EN: { title: 'Live chat', back: 'Back', message: 'Message', placeholder: 'Type a message', send: 'Send' },
  TY: { title: 'Live chat', back: 'Bumalik', message: 'Mensahe', placeholder: 'Mag-type ng mensahe', send: 'Ipadala' },
  CN: { title: '在线客服', back: '返回', message: '消息', placeholder: '请输入消息', send: '发送' },
} as const;

export interface ChatPageInput {
  ticket: string;
  backUrl: string;
  /** Languages to read the page and the agent's messages in, the chat's first (localized.ts languageChain). */
  languages: readonly string[];
  messages: { from_agent: boolean; body: string; texts: Texts | null; created_at: number }[];
}

export function renderChatPage(p: ChatPageInput): string {
  const lang = p.languages.find((l): l is keyof typeof PAGE_TEXTS => l in PAGE_TEXTS) ?? 'EN';
  const w = PAGE_TEXTS[lang];
  const items = p.messages
    .map((m) => {
      const time = new Date(m.created_at).toISOString().slice(11, 16);
      const body = m.from_agent ? textIn(m.texts, p.languages, 'body', m.body) : m.body;
      return `<li class="${m.from_agent ? 'agent' : 'me'}"><p>${esc(body)}</p><time>${time}</time></li>`;
    })
    .join('\n');
  const greeting = `<li class="agent"><p>${esc(textIn(GREETING_TEXTS, p.languages, 'body', ''))}</p></li>`;
  return `<!doctype html>
<html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${w.title}</title><link rel="stylesheet" href="${CHAT_CSS_PATH}"></head>
<body><header><a href="${esc(p.backUrl)}" aria-label="${w.back}">&#8249;</a><h1>${w.title}</h1></header>
<main><ol>${items || greeting}</ol></main>
<form method="post" action="${chatRoomPath(esc(p.ticket))}"><label for="m" class="sr">${w.message}</label>
<input id="m" name="message" maxlength="500" autocomplete="off" placeholder="${w.placeholder}" required><button type="submit">${w.send}</button></form>
</body></html>`;
}

export const CHAT_CSS = `*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#0f1419;color:#e8eaed;display:flex;flex-direction:column;min-height:100vh}
header{display:flex;align-items:center;gap:12px;padding:12px 16px;background:#1c2530}header a{color:#ffd166;font-size:28px;text-decoration:none}
h1{font-size:17px;margin:0}main{flex:1;overflow:auto;padding:12px}ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
li{max-width:80%;padding:8px 12px;border-radius:12px}li p{margin:0}li time{display:block;font-size:11px;opacity:.6}
.agent{background:#1c2530;align-self:flex-start}.me{background:#ffd166;color:#111;align-self:flex-end}
form{display:flex;gap:8px;padding:10px;background:#1c2530}input{flex:1;padding:10px;border-radius:8px;border:0;font-size:15px}
button{padding:10px 16px;border:0;border-radius:8px;background:#ffd166;font-weight:600}.sr{position:absolute;left:-9999px}`;

/**
 * Live chat in the language it was opened in: the page's own words, the agent's greeting and its automatic answers
 * read in the chat link's Language (the app's), else the brand's default, else English; what the player typed
 * stays as typed. An answer is stored in every language, so the same conversation reads in the next chat's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectOk, login } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let player: string;
beforeAll(async () => {
  t = await createTestApp();
  player = await login(t.app, 'demo1');
}, 60_000);
afterAll(async () => t?.close());

/** A chat link asked for in `language` (the Language header the app sends), and its page. */
async function open(language: string | null): Promise<{ url: string; html: string }> {
  const headers = language ? { language } : undefined;
  const { chatUrl } = expectOk<{ chatUrl: string }>(
    await call(t.app, 'chatLaunch', { query: { b2c: '1', backUrl: '/m/message' }, token: player, headers }),
    'chatLaunch',
  );
  return { url: chatUrl, html: (await t.app.inject({ method: 'GET', url: chatUrl })).body };
}
const say = (url: string, message: string) =>
  t.app.inject({ method: 'POST', url, payload: `message=${encodeURIComponent(message)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const lastAgentLine = (html: string) => [...html.matchAll(/<li class="agent"><p>([^<]*)<\/p>/g)].at(-1)?.[1];

describe('live chat languages', () => {
  it("words the page in the chat's language (html lang, title, back, field, button)", async () => {
    const en = (await open('EN')).html;
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>Live chat</h1>');
    expect(en).toContain('aria-label="Back"');
    const ty = (await open('TY')).html;
    expect(ty).toContain('<html lang="tl">');
    expect(ty).toContain('aria-label="Bumalik"');
    expect(ty).toContain('placeholder="Mag-type ng mensahe"');
    expect(ty).toContain('>Ipadala</button>');
    const cn = (await open('CN')).html;
    expect(cn).toContain('<html lang="zh-CN">');
    expect(cn).toContain('<h1>在线客服</h1>');
    expect(cn).toContain('>发送</button>');
    // No Language: the brand's default (LUCKY88: English).
    expect((await open(null)).html).toContain('<html lang="en">');
  });

  it("shows the seeded greeting in the chat's language", async () => {
    expect(lastAgentLine((await open('TY')).html)).toMatch(/^Kumusta!/);
    expect(lastAgentLine((await open('CN')).html)).toMatch(/^您好/);
    expect(lastAgentLine((await open('EN')).html)).toMatch(/^Hi! I am your support agent/);
  });

  it('answers in the chat language, matching Tagalog and Chinese words too; the same answer reads in the next chat language', async () => {
    const ty = await open('TY');
    expect((await say(ty.url, 'Paano mag-withdraw?')).statusCode).toBe(303);
    const tyPage = (await t.app.inject({ method: 'GET', url: ty.url })).body;
    expect(lastAgentLine(tyPage)).toMatch(/^Kailangan ng withdrawal password/);
    expect(tyPage).toContain('<li class="me"><p>Paano mag-withdraw?</p>');
    // The same conversation opened in Chinese: the answer in Chinese, the member's own line as typed.
    const cn = await open('CN');
    expect(lastAgentLine(cn.html)).toMatch(/^提款需要设置提款密码/);
    expect(cn.html).toContain('<li class="me"><p>Paano mag-withdraw?</p>');
    await say(cn.url, '怎么存款');
    expect(lastAgentLine((await t.app.inject({ method: 'GET', url: cn.url })).body)).toMatch(/^存款请点击屏幕底部/);
    const en = await open('EN');
    await say(en.url, 'hello there');
    expect(lastAgentLine((await t.app.inject({ method: 'GET', url: en.url })).body)).toBe('Hello! How can I help you today?');
    await say(en.url, 'something else');
    expect(lastAgentLine((await t.app.inject({ method: 'GET', url: en.url })).body)).toMatch(/^Thank you for your message/);
  });

  it('stores each answer in EN, TY and CN, the plain body in English', async () => {
    const rows = await t.db.query<{ body: string; texts: Record<string, { body: string }> }>(
      "SELECT body, texts FROM chat_messages WHERE from_agent AND body LIKE 'Withdrawals need%' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]?.texts.EN.body).toBe(rows[0]?.body);
    expect(rows[0]?.texts.TY.body).toMatch(/^Kailangan/);
    expect(rows[0]?.texts.CN.body).toMatch(/^提款/);
  });
});

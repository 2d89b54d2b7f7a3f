/** The demo support agent's answers: a few keyword rules, so the chat feels alive without an outside service. */
const RULES: [RegExp, string][] = [
  [/deposit|top ?up|load/i, 'To deposit, tap Deposit at the bottom of the screen and choose a channel. Funds arrive in a minute.'],
  [/withdraw|cash ?out/i, 'Withdrawals need a withdrawal password (Security Center) and a bank card. Most are done within 15 minutes.'],
  [/password|login|log in/i, 'You can reset your password from the login screen with "Forgot password" (SMS or e-mail).'],
  [/bonus|promo|promotion/i, 'Our current promotions are on the Promotion page. The first deposit bonus is 100%!'],
  [/hi|hello|good (morning|afternoon|evening)/i, 'Hello! How can I help you today?'],
];

export function agentReply(text: string): string {
  return RULES.find(([re]) => re.test(text))?.[1] ?? 'Thank you for your message. An agent will look into it and reply here shortly.';
}

// Shared by the demo game pages (served with script-src 'self'): the launch token and language from the URL,
// the page's texts in EN, TY and CN, money in the app's format, calls with the token, and relogin.
(function () {
  'use strict';
  var TEXTS = {
    EN: {
      loading: 'Loading…', balance: 'Balance', win: 'Win', bet: 'Bet', lowerBet: 'Lower bet', raiseBet: 'Raise bet', spin: 'SPIN',
      slotTitle: 'Demo slot', slotFoot: 'Three in a row pays; two cherries from the left pay too. Demo game of the reference platform.',
      pressSpin: 'Press SPIN to play.', noWin: 'No win, try again.', youWin: 'You win {0}!',
      sessionEnded: 'Your session has ended. Please log in again.', trial: 'Free play', real: 'Real money',
      baccaratTitle: 'Baccarat', PLAYER: 'PLAYER', BANKER: 'BANKER', TIE: 'TIE', chips: 'Chip value', chip: 'Chip {0}',
      clear: 'Clear bets', deal: 'DEAL', totalStake: 'Total stake',
      placeBets: 'Choose a chip, tap PLAYER, BANKER or TIE to stake it, then DEAL.', wins: '{0} wins', tieResult: 'Tie',
      returned: 'You get back {0}.', lost: 'No return this time.', limit: 'The most on one spot is {0}.',
      baccaratFoot: 'Player pays 1:1, Banker 0.95:1, Tie 8:1; on a tie, Player and Banker stakes come back. Demo game of the reference platform.',
      noDemoTitle: 'No demo of this game',
      noDemoText: "{0} is a {1} game. On the operator's platform, {1}'s game opens here. The reference platform has no demo of this kind of game, so nothing is played here and no money moves.",
      back: 'Back to the games'
    },
    TY: {
      loading: 'Naglo-load…', balance: 'Balanse', win: 'Panalo', bet: 'Taya', lowerBet: 'Babaan ang taya', raiseBet: 'Taasan ang taya', spin: 'IKOT',
      slotTitle: 'Demo na slot', slotFoot: 'Panalo ang tatlong magkakapareho sa isang hanay; panalo rin ang dalawang cherry mula sa kaliwa. Demo na laro ng reference platform.',
      pressSpin: 'Pindutin ang IKOT para maglaro.', noWin: 'Walang panalo, subukan ulit.', youWin: 'Nanalo ka ng {0}!',
      sessionEnded: 'Natapos na ang iyong session. Mag-log in muli.', trial: 'Libreng laro', real: 'Totoong pera',
      baccaratTitle: 'Baccarat', PLAYER: 'MANLALARO', BANKER: 'BANGKERO', TIE: 'TABLA', chips: 'Halaga ng chip', chip: 'Chip na {0}',
      clear: 'Burahin ang mga taya', deal: 'IBIGAY', totalStake: 'Kabuuang taya',
      placeBets: 'Pumili ng chip, i-tap ang MANLALARO, BANGKERO o TABLA para tumaya, saka pindutin ang IBIGAY.', wins: 'Panalo ang {0}', tieResult: 'Tabla',
      returned: 'Maibabalik sa iyo ang {0}.', lost: 'Walang naibalik ngayon.', limit: 'Ang pinakamataas na taya sa isang puwesto ay {0}.',
      baccaratFoot: 'Nagbabayad ang Manlalaro ng 1:1, ang Bangkero ng 0.95:1, ang Tabla ng 8:1; kapag tabla, ibinabalik ang taya sa Manlalaro at Bangkero. Demo na laro ng reference platform.',
      noDemoTitle: 'Walang demo ng larong ito',
      noDemoText: 'Ang {0} ay laro ng {1}. Sa platform ng operator, dito bubukas ang laro ng {1}. Walang demo ang reference platform para sa ganitong uri ng laro, kaya walang nilalaro rito at walang perang gumagalaw.',
      back: 'Bumalik sa mga laro'
    },
    CN: {
      loading: '加载中…', balance: '余额', win: '赢得', bet: '投注', lowerBet: '降低投注', raiseBet: '提高投注', spin: '旋转',
      slotTitle: '演示老虎机', slotFoot: '一行三个相同即中奖；从左起两个樱桃也中奖。参考平台的演示游戏。',
      pressSpin: '按“旋转”开始游戏。', noWin: '未中奖，再试一次。', youWin: '您赢得 {0}！',
      sessionEnded: '您的会话已结束，请重新登录。', trial: '免费试玩', real: '真钱',
      baccaratTitle: '百家乐', PLAYER: '闲', BANKER: '庄', TIE: '和', chips: '筹码面额', chip: '筹码 {0}',
      clear: '清除投注', deal: '发牌', totalStake: '总投注',
      placeBets: '选择筹码，点击闲、庄或和下注，然后发牌。', wins: '{0}赢', tieResult: '和局',
      returned: '返还 {0}。', lost: '本局无返还。', limit: '每个注区最多 {0}。',
      baccaratFoot: '闲赔 1:1，庄赔 0.95:1，和赔 8:1；和局时退还闲和庄的投注。参考平台的演示游戏。',
      noDemoTitle: '此游戏暂无演示',
      noDemoText: '{0} 是 {1} 的游戏。在运营商的平台上，{1} 的游戏会在这里打开。参考平台没有此类游戏的演示，因此这里不进行游戏，也不会有资金变动。',
      back: '返回游戏列表'
    }
  };
  var HTML_LANG = { EN: 'en', TY: 'tl', CN: 'zh' };
  var params = new URLSearchParams(location.search);
  var token = params.get('token') || '';
  var lang = (params.get('lang') || 'EN').toUpperCase();
  if (!TEXTS[lang]) lang = 'EN';
  var symbol = '';

  function t(key) {
    var args = Array.prototype.slice.call(arguments, 1);
    return (TEXTS[lang][key] || TEXTS.EN[key] || key).replace(/\{(\d)\}/g, function (_, i) { return args[Number(i)]; });
  }

  // The app's money format: the brand's currency symbol, comma thousands, 2 decimals ("₱10,000.00").
  function money(v) {
    var n = Number(v);
    var fixed = Math.abs(n).toFixed(2);
    var whole = fixed.slice(0, -3).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return (n < 0 && Number(fixed) !== 0 ? '-' : '') + symbol + whole + fixed.slice(-3);
  }

  function $(id) { return document.getElementById(id); }
  function say(text) { $('message').textContent = text; }

  function relogin() {
    say(t('sessionEnded'));
    document.body.classList.add('demo--ended');
    if (window.parent && window.parent !== window) window.parent.postMessage({ relogin: true }, location.origin);
  }

  function idempotencyKey() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  function call(method, path, body, headers) {
    var h = Object.assign({ 'X-Launch-Token': token }, headers || {});
    if (body) h['Content-Type'] = 'application/json';
    return fetch(path, { method: method, headers: h, body: body ? JSON.stringify(body) : undefined, credentials: 'same-origin' })
      .then(function (res) {
        return res.json().catch(function () { return { success: false, message: 'Bad answer' }; }).then(function (data) {
          if (res.status === 401 || (data.value && data.value.relogin)) { relogin(); throw new Error('relogin'); }
          if (!data.success) throw new Error(data.message || 'Request failed');
          return data.value;
        });
      });
  }

  // The session of the launch; its currency symbol formats every amount after it.
  function session() {
    if (!token) { relogin(); return Promise.reject(new Error('relogin')); }
    return call('GET', '/demo-game/api/session').then(function (s) { symbol = s.currencySymbol; return s; });
  }

  // Texts of the static page: data-t fills the text, data-t-label the accessible name.
  function translate() {
    document.documentElement.lang = HTML_LANG[lang];
    document.querySelectorAll('[data-t]').forEach(function (el) { el.textContent = t(el.getAttribute('data-t')); });
    document.querySelectorAll('[data-t-label]').forEach(function (el) { el.setAttribute('aria-label', t(el.getAttribute('data-t-label'))); });
  }

  translate();
  window.DemoGame = { t: t, money: money, say: say, $: $, call: call, session: session, idempotencyKey: idempotencyKey, lang: lang };
})();

// Demo slot page (served with script-src 'self': this file, no inline script). Reads the launch token from the
// URL, shows the balance, spins through the server, and asks the app to log in again when the token is refused.
(function () {
  'use strict';
  var FACES = { CHERRY: '\u{1F352}', LEMON: '\u{1F34B}', BELL: '\u{1F514}', STAR: '\u2B50', SEVEN: '7\uFE0F\u20E3', DIAMOND: '\u{1F48E}' };
  var params = new URLSearchParams(location.search);
  var token = params.get('token') || '';
  var state = { bets: [], betIndex: 0, busy: false, symbol: '' };
  var $ = function (id) { return document.getElementById(id); };

  function money(v) { return state.symbol + Number(v).toFixed(2); }
  function say(text) { $('message').textContent = text; }

  function relogin() {
    say('Your session has ended. Please log in again.');
    $('spin').disabled = true;
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

  function showReels(reels, lines) {
    var columns = document.querySelectorAll('.reel');
    for (var c = 0; c < 3; c++) {
      var cells = columns[c].querySelectorAll('span');
      for (var r = 0; r < 3; r++) {
        cells[r].textContent = FACES[reels[c][r]] || '?';
        cells[r].className = lines && lines.indexOf(r) >= 0 ? 'hit' : '';
      }
    }
  }

  function showBet() {
    $('bet').textContent = money(state.bets[state.betIndex]);
    $('betDown').disabled = state.betIndex === 0;
    $('betUp').disabled = state.betIndex === state.bets.length - 1;
  }

  function spin() {
    if (state.busy) return;
    state.busy = true;
    $('spin').disabled = true;
    document.querySelector('.slot').classList.add('slot--spinning');
    say('');
    var started = Date.now();
    call('POST', '/demo-game/api/spin', { bet: state.bets[state.betIndex] }, { 'Idempotency-Key': idempotencyKey() })
      .then(function (round) {
        // Let the reels "spin" for a moment so the result is visible as a change.
        setTimeout(function () {
          showReels(round.reels, round.lines);
          $('balance').textContent = money(round.balance);
          $('win').textContent = Number(round.win).toFixed(2);
          say(round.win > 0 ? 'You win ' + money(round.win) + '!' : 'No win, try again.');
        }, Math.max(0, 450 - (Date.now() - started)));
      })
      .catch(function (err) { if (err.message !== 'relogin') say(err.message); })
      .then(function () {
        setTimeout(function () {
          state.busy = false;
          document.querySelector('.slot').classList.remove('slot--spinning');
          if ($('message').textContent.indexOf('log in') < 0) $('spin').disabled = false;
        }, 460);
      });
  }

  function start() {
    if (!token) { relogin(); return; }
    call('GET', '/demo-game/api/session')
      .then(function (s) {
        state.symbol = s.currencySymbol;
        state.bets = s.bets;
        document.title = s.gameName;
        $('title').textContent = s.gameName;
        $('mode').textContent = s.mode === 'TRIAL' ? 'Free play' : 'Real money';
        $('balance').textContent = money(s.balance);
        showReels([['SEVEN', 'CHERRY', 'BELL'], ['SEVEN', 'CHERRY', 'BELL'], ['SEVEN', 'CHERRY', 'BELL']], []);
        showBet();
        say('Press SPIN to play.');
        $('spin').disabled = false;
      })
      .catch(function (err) { if (err.message !== 'relogin') say(err.message); });
    $('spin').addEventListener('click', spin);
    $('betDown').addEventListener('click', function () { if (state.betIndex > 0) { state.betIndex--; showBet(); } });
    $('betUp').addEventListener('click', function () { if (state.betIndex < state.bets.length - 1) { state.betIndex++; showBet(); } });
  }

  start();
})();

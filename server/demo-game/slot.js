// Demo slot page (served with script-src 'self': this file and common.js, no inline script). Shows the balance
// in the app's money format, spins through the server, and asks the app to log in again when the token is refused.
(function () {
  'use strict';
  var G = window.DemoGame;
  var $ = G.$;
  var FACES = { CHERRY: '\u{1F352}', LEMON: '\u{1F34B}', BELL: '\u{1F514}', STAR: '\u2B50', SEVEN: '7\uFE0F\u20E3', DIAMOND: '\u{1F48E}' };
  var state = { bets: [], betIndex: 0, busy: false };
  var ended = function () { return document.body.classList.contains('demo--ended'); };

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
    $('bet').textContent = G.money(state.bets[state.betIndex]);
    $('betDown').disabled = state.betIndex === 0;
    $('betUp').disabled = state.betIndex === state.bets.length - 1;
  }

  function spin() {
    if (state.busy) return;
    state.busy = true;
    $('spin').disabled = true;
    document.querySelector('.slot').classList.add('slot--spinning');
    G.say('');
    var started = Date.now();
    G.call('POST', '/demo-game/api/spin', { bet: state.bets[state.betIndex] }, { 'Idempotency-Key': G.idempotencyKey() })
      .then(function (round) {
        // Let the reels "spin" for a moment so the result is visible as a change.
        setTimeout(function () {
          showReels(round.reels, round.lines);
          $('balance').textContent = G.money(round.balance);
          $('win').textContent = G.money(round.win);
          G.say(round.win > 0 ? G.t('youWin', G.money(round.win)) : G.t('noWin'));
        }, Math.max(0, 450 - (Date.now() - started)));
      })
      .catch(function (err) { if (err.message !== 'relogin') G.say(err.message); })
      .then(function () {
        setTimeout(function () {
          state.busy = false;
          document.querySelector('.slot').classList.remove('slot--spinning');
          if (!ended()) $('spin').disabled = false;
        }, 460);
      });
  }

  G.session()
    .then(function (s) {
      state.bets = s.bets;
      document.title = s.gameName;
      $('title').textContent = s.gameName;
      $('mode').textContent = G.t(s.mode === 'TRIAL' ? 'trial' : 'real');
      $('balance').textContent = G.money(s.balance);
      $('win').textContent = G.money(0);
      showReels([['SEVEN', 'CHERRY', 'BELL'], ['SEVEN', 'CHERRY', 'BELL'], ['SEVEN', 'CHERRY', 'BELL']], []);
      showBet();
      G.say(G.t('pressSpin'));
      $('spin').disabled = false;
    })
    .catch(function (err) { if (err.message !== 'relogin') G.say(err.message); });
  $('spin').addEventListener('click', spin);
  $('betDown').addEventListener('click', function () { if (state.betIndex > 0) { state.betIndex--; showBet(); } });
  $('betUp').addEventListener('click', function () { if (state.betIndex < state.bets.length - 1) { state.betIndex++; showBet(); } });
})();

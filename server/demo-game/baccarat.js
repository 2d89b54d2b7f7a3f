// Demo baccarat table (served with script-src 'self': this file and common.js). Chips are staked on PLAYER,
// BANKER or TIE; DEAL plays one coup through the server, which deals, settles and answers the balance after.
(function () {
  'use strict';
  var G = window.DemoGame;
  var $ = G.$;
  var SPOTS = ['PLAYER', 'BANKER', 'TIE'];
  var SUITS = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };
  // Stakes in cents, so adding chips never drifts.
  var state = { chips: [], chip: 0, stakes: { PLAYER: 0, BANKER: 0, TIE: 0 }, busy: false, ready: false };
  var ended = function () { return document.body.classList.contains('demo--ended'); };
  var total = function () { return state.stakes.PLAYER + state.stakes.BANKER + state.stakes.TIE; };

  function showStakes() {
    SPOTS.forEach(function (spot) {
      $('spot-' + spot).querySelector('strong').textContent = state.stakes[spot] ? G.money(state.stakes[spot] / 100) : '';
      $('spot-' + spot).disabled = !state.ready || state.busy;
    });
    $('stake').textContent = G.money(total() / 100);
    $('deal').disabled = !state.ready || state.busy || total() === 0;
    $('clear').disabled = !state.ready || state.busy || total() === 0;
  }

  function showChips() {
    var box = $('chips');
    box.textContent = '';
    state.chips.forEach(function (cents, i) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = G.money(cents / 100);
      b.setAttribute('aria-pressed', String(i === state.chip));
      b.addEventListener('click', function () { state.chip = i; showChips(); });
      box.appendChild(b);
    });
  }

  function showHand(spot, cards, handTotal, won) {
    var box = $('cards-' + spot);
    box.textContent = '';
    cards.forEach(function (c) {
      var el = document.createElement('span');
      el.className = 'bac__card' + (c[1] === 'H' || c[1] === 'D' ? ' red' : '');
      el.textContent = (c[0] === 'T' ? '10' : c[0]) + SUITS[c[1]];
      box.appendChild(el);
    });
    $('total-' + spot).textContent = handTotal === null ? '' : String(handTotal);
    $('hand-' + spot).classList.toggle('won', won);
  }

  function stake(spot) {
    var chip = state.chips[state.chip];
    var max = state.chips[state.chips.length - 1];
    if (state.stakes[spot] + chip > max) { G.say(G.t('limit', G.money(max / 100))); return; }
    state.stakes[spot] += chip;
    G.say('');
    showStakes();
  }

  function deal() {
    if (state.busy || total() === 0) return;
    state.busy = true;
    showStakes();
    G.say('');
    var bets = {};
    SPOTS.forEach(function (s) { if (state.stakes[s]) bets[s] = state.stakes[s] / 100; });
    G.call('POST', '/demo-game/api/baccarat', { bets: bets }, { 'Idempotency-Key': G.idempotencyKey() })
      .then(function (r) {
        showHand('PLAYER', r.player, r.playerTotal, r.winner === 'PLAYER');
        showHand('BANKER', r.banker, r.bankerTotal, r.winner === 'BANKER');
        $('balance').textContent = G.money(r.balance);
        var result = r.winner === 'TIE' ? G.t('tieResult') : G.t('wins', G.t(r.winner));
        G.say(result + ' — ' + (r.returned > 0 ? G.t('returned', G.money(r.returned)) : G.t('lost')));
      })
      .catch(function (err) { if (err.message !== 'relogin') G.say(err.message); })
      .then(function () {
        state.busy = false;
        if (ended()) state.ready = false;
        showStakes();
      });
  }

  G.session()
    .then(function (s) {
      document.title = s.gameName;
      $('title').textContent = s.gameName;
      $('mode').textContent = G.t(s.mode === 'TRIAL' ? 'trial' : 'real');
      $('balance').textContent = G.money(s.balance);
      state.chips = s.bets.map(function (b) { return Math.round(b * 100); });
      state.ready = true;
      showChips();
      showHand('PLAYER', [], null, false);
      showHand('BANKER', [], null, false);
      showStakes();
      G.say(G.t('placeBets'));
    })
    .catch(function (err) { if (err.message !== 'relogin') G.say(err.message); });
  SPOTS.forEach(function (spot) { $('spot-' + spot).addEventListener('click', function () { stake(spot); }); });
  $('deal').addEventListener('click', deal);
  $('clear').addEventListener('click', function () {
    state.stakes = { PLAYER: 0, BANKER: 0, TIE: 0 };
    showStakes();
  });
})();

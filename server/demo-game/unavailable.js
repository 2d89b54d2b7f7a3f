// The page of a game the reference platform has no demo of (sports, e-sports, cockfight, fishing, other live
// tables, poker, lottery): it names the game and the vendor whose game would open here, and leads back.
(function () {
  'use strict';
  var G = window.DemoGame;
  var $ = G.$;
  G.session()
    .then(function (s) {
      document.title = s.gameName;
      $('text').textContent = G.t('noDemoText', s.gameName, s.vendorName);
      G.say('');
    })
    .catch(function (err) { if (err.message !== 'relogin') G.say(err.message); });
  // In the app's game page the app goes back to the list; opened on its own, the browser goes back.
  $('back').addEventListener('click', function () {
    if (window.parent && window.parent !== window) window.parent.postMessage({ back: true }, location.origin);
    else history.back();
  });
})();

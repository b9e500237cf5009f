// Known XSS payloads (OWASP cheat sheet, PortSwigger and DOMPurify's own regression cases) used by
// the markdown and chat rendering tests.
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;(1)">',
  '<img """><script>alert(1)</script>">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">hex entities</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '[markdown link](javascript:alert(1))',
  '[encoded](javascript&#58;alert(1))',
  '![img](javascript:alert(1))',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '[data link](data:text/html,<script>alert(1)</script>)',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<math><mi xlink:href="data:x,<script>alert(1)</script>">X</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="import" href="https://evil.example/x.html">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "javascript:alert(1)";</style>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<<script>script>alert(1)<</script>/script>',
  '`<script>alert(1)</script>` and <img src=x onerror=alert(1)>',
  '```html\n<script>alert(1)</script>\n```',
];

const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'base',
  'meta',
  'link',
  'frame',
  'frameset',
  'applet',
  'style',
  'template',
  'noscript',
];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data', 'poster', 'background'];
// data: is only acceptable for images (DOMPurify's own rule), never for links or frames.
const SAFE_DATA_URL = /^data:image\/(png|gif|jpe?g|webp);/i;

/** Lists every executable thing left in rendered HTML: dangerous elements, on* handlers, script URLs. */
export function findExecutable(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const tag of FORBIDDEN_TAGS) {
    if (root.querySelector(tag)) problems.push(`<${tag}> element`);
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and whitespace inside a URL scheme.
      const value = Array.from(attribute.value)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) problems.push(`${element.tagName} ${name}`);
      if (URL_ATTRIBUTES.includes(name)) {
        if (value.startsWith('javascript:') || value.startsWith('vbscript:'))
          problems.push(`${element.tagName} ${name}=${value}`);
        if (value.startsWith('data:') && !(element.tagName === 'IMG' && SAFE_DATA_URL.test(value)))
          problems.push(`${element.tagName} ${name}=data:`);
      }
    }
  }
  return problems;
}

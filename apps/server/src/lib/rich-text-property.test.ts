import fc from 'fast-check';
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS, sanitizeRichText } from './rich-text.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Pieces of hostile markup: dropped-with-content elements, handlers, scheme tricks, broken tags, comments, entities. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<script',
  '</script>',
  '<style>p{color:red}</style>',
  '<style',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><p>x</p></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><script>alert(1)</script></textarea>',
  '<select><option><script>alert(1)</script></select>',
  '<plaintext>',
  '<xmp><script></xmp>',
  '<a href="javascript:alert(1)">',
  '<a href="JaVaScRiPt:alert(1)">',
  '<a href=" javascript:alert(1)">',
  '<a href="jav&#x09;ascript:alert(1)">',
  '<a href="jav&#9;ascript:alert(1)">',
  '<a href="&#106;avascript:alert(1)">',
  '<a href="vbscript:msgbox(1)">',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">',
  '<a href="//evil.example/">',
  '<a href=javascript:alert(1)>',
  "<a href='https://ok.example/?q=\"><script>alert(1)</script>'>",
  '<a href="https://ok.example/" onclick="alert(1)" style="x">',
  '<a href="mailto:a@b.example">',
  '<a href="https://ok.example/a&amp;b">',
  '</a>',
  '<p onclick="alert(1)" class="x">',
  '<p style="background:url(javascript:alert(1))">',
  '<P ONMOUSEOVER=alert(1)>',
  '<b/onmouseover=alert(1)>',
  '<strong>',
  '</strong>',
  '<em>',
  '<ul><li>',
  '</li></ul>',
  '<ol>',
  '<br/>',
  '<hr onfocus=alert(1)>',
  '<h2>',
  '</h3>',
  '<blockquote cite="javascript:alert(1)">',
  '</p>',
  '<p>',
  '<div>',
  '</div>',
  '<!-- <script>alert(1)</script> -->',
  '<!--',
  '-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<!DOCTYPE html>',
  '<?xml version="1.0"?>',
  '<scr<script>ipt>alert(1)</script>',
  '<<p>>',
  '<',
  '>',
  '"',
  "'",
  '&',
  '&lt;script&gt;',
  '&#60;script&#62;',
  '\u0000',
  '<form action="javascript:alert(1)"><input formaction=javascript:alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="data:text/css,x">',
  '<video><source onerror=alert(1)></video>',
  '<details open ontoggle=alert(1)>',
  'texto',
  ' ',
];
const flipCase = (s: string, mask: number) => [...s].map((c, i) => ((mask >> (i % 31)) & 1 ? c.toUpperCase() : c)).join('');
const hostileHtml = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constantFrom(...HOSTILE), fc.nat()).map(([s, mask]) => flipCase(s, mask)),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));

const ALLOWED = new Set(RICH_TEXT_TAGS);
const VOID = new Set(['br', 'hr']);
const SAFE_URL = /^(https?:\/\/|mailto:)/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'cite', 'background', 'poster']);

/** Everything wrong with one parsed tree: elements off the list, attributes other than a link's, unsafe URLs, comments. */
function problems(nodes: Node[], found: string[] = []): string[] {
  for (const node of nodes) {
    if (node.nodeName === '#comment') found.push('comment');
    if (!('tagName' in node)) continue;
    const element = node as Element;
    if (!ALLOWED.has(element.tagName) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`element ${element.tagName}`);
    for (const { name, value } of element.attrs) {
      if (/^on/i.test(name)) found.push(`handler ${name}`);
      else if (element.tagName !== 'a' || !['href', 'rel', 'target'].includes(name)) found.push(`attribute ${name} on ${element.tagName}`);
      // eslint-disable-next-line no-control-regex -- what a browser strips before reading the scheme
      if (URL_ATTRIBUTES.has(name) && !SAFE_URL.test(value.replace(/[\u0000-\u0020]/g, ''))) found.push(`url ${value}`);
    }
    problems(element.childNodes, found);
  }
  return found;
}

/** The output's own markup is balanced: each end tag closes the innermost open element, none is left open. */
function unbalanced(html: string): string | undefined {
  const open: string[] = [];
  for (const [token, slash, name] of html.matchAll(/<(\/?)([a-z0-9]+)(?:\s+[a-z:-]+="[^"]*")*>|[<>]/g)) {
    if (!name) return `stray ${token}`;
    if (VOID.has(name)) {
      if (slash) return `closed void ${name}`;
    } else if (slash) {
      if (open.pop() !== name) return `misnested </${name}>`;
    } else open.push(name);
  }
  return open.length ? `unclosed ${open.join(',')}` : undefined;
}

describe('sanitizeRichText holds against a hostile corpus (fast-check, parsed with parse5)', () => {
  it('every output parses to allowed elements only: no script, style, handler, javascript:/data:/vbscript: URL or comment; balanced', () => {
    fc.assert(
      fc.property(hostileHtml, (input) => {
        const out = sanitizeRichText(input);
        const tree = parseFragment(out);
        expect(problems(tree.childNodes), out).toEqual([]);
        // What a browser would hand back (innerHTML) parses as safely: no mutation through a serialize round trip.
        expect(problems(parseFragment(serialize(tree)).childNodes), out).toEqual([]);
        expect(unbalanced(out), out).toBeUndefined();
        // The markup is the tree a browser builds from it (no <p> in a <p>, nothing closed implicitly).
        expect(serialize(tree)).toBe(out);
        // Idempotent: sanitising what it wrote changes nothing.
        expect(sanitizeRichText(out)).toBe(out);
      }),
      { numRuns: 1500 },
    );
  });

  it('the corpus is hostile: without the sanitizer its markup fails the same checks', () => {
    const raw = HOSTILE.join('');
    expect(problems(parseFragment(raw).childNodes).length).toBeGreaterThan(10);
    expect(unbalanced(raw)).toBeDefined();
  });
});

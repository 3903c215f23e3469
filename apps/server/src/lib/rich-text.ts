/**
 * Sanitises rich text (HTML written in the church's admin) before it is served, by rebuilding it from an allow-list
 * rather than filtering what is there: the output holds only tags this function writes itself (ALLOWED, without
 * attributes, except `href` on links, which must be http(s) or mailto and is re-escaped), and every run of text is
 * escaped again. Elements whose content is not text (script, style, iframe, template...) are dropped with their
 * content; any other tag is dropped and its text kept. Malformed markup can only lose formatting, never let markup
 * through. Unclosed allowed tags are closed at the end.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'hr']);
const VOID = new Set(['br', 'hr']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'select',
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*(?:>|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities a text or attribute may hold (numeric and the common named ones); others stay literal. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Only absolute http(s) and mailto links; control characters and spaces removed first, as browsers do. */
function safeHref(attributes: string): string | undefined {
  const match = HREF.exec(attributes);
  if (!match) return undefined;
  const url = decode(match[1] ?? match[2] ?? match[3] ?? '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
    .trim();
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : undefined;
}

export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | undefined;
  for (const match of html.matchAll(TOKEN)) {
    const [token, rawName, attributes = ''] = match;
    const name = rawName?.toLowerCase();
    const closing = token.startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = undefined;
      continue;
    }
    if (!name) {
      // Text (or a lone '<', a comment, a doctype or processing instruction: comments and the like are dropped).
      if (!token.startsWith('<') || token === '<') out.push(escape(decode(token)));
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !token.endsWith('/>')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out.push(`<${name}>`);
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attributes);
      out.push(href ? `<a href="${escape(href)}" rel="noopener noreferrer nofollow" target="_blank">` : '<a>');
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

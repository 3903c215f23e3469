import { parseFragment, serialize } from 'parse5';
import sanitizeHtml from 'sanitize-html';

/**
 * Sanitises rich text (HTML written in the church's admin, later the staff console) before it is served to the
 * member app's `dangerouslySetInnerHTML`, with sanitize-html (a maintained parser-based allow-list sanitizer): only
 * the tags below survive, without attributes, except `href` on links, which must be an absolute http(s) or mailto
 * URL (anything else leaves a bare `<a>`) and gets `rel` and `target` of ours. Elements whose content is not text
 * (script, style, iframe, template, svg...) are dropped with their content; any other tag is dropped and its text
 * kept; comments go. sanitize-html's parser (htmlparser2) is not the browser's, so its output is then parsed and
 * written again by parse5 (the HTML standard's tree building): what is served is exactly the tree a browser builds
 * from it (no `<p>` inside a `<p>`, every element closed), and sanitising it again changes nothing.
 * rich-text-property.test.ts holds it with a hostile corpus (fast-check), parsed by parse5.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'hr'];
const DROP_WITH_CONTENT = [
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
];
const LINK_REL = 'noopener noreferrer nofollow';

/** Only absolute http(s) and mailto links; control characters and spaces removed first, as browsers do. */
function safeHref(href: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const url = (href ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : undefined;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      return { tagName, attribs: href ? { href, rel: LINK_REL, target: '_blank' } : {} };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return serialize(parseFragment(sanitizeHtml(html, OPTIONS)));
}

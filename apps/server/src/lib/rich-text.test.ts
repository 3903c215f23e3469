import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed text formatting and drops every attribute', () => {
    expect(
      sanitizeRichText(
        '<h2 class="x">Título</h2><p style="color:red">Um <strong>forte</strong> e <em>leve</em><br/>fim</p><ul><li>a</li></ul>',
      ),
    ).toBe('<h2>Título</h2><p>Um <strong>forte</strong> e <em>leve</em><br>fim</p><ul><li>a</li></ul>');
  });

  it.each([
    ['<script>alert(1)</script>texto', 'texto'],
    ['<SCRIPT src=x></SCRIPT>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<style>p{}</style><iframe src="//evil"></iframe>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<!-- <script>x</script> -->ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,x">x</a>', '<a>x</a>'],
    ['<p>1 < 2 & 3 > 2</p>', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<p title="a>b">x</p>', '<p>x</p>'],
    ['<p>aberto <strong>sem fechar', '<p>aberto <strong>sem fechar</strong></p>'],
    // A stray </p> is an empty paragraph in the HTML standard (and in every browser).
    ['</p></div>texto', '<p></p>texto'],
    ['<p>a<div>b</div>c</p>', '<p>a</p>bc<p></p>'],
    ['<p><button><p>x</p></button></p>', '<p></p><p>x</p><p></p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ])('%s -> %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('keeps http(s) and mailto links, escaped, opening apart', () => {
    expect(sanitizeRichText('<a href="https://x.org/?a=1&amp;b=&quot;2" onclick="y">link</a>')).toBe(
      '<a href="https://x.org/?a=1&amp;b=&quot;2" rel="noopener noreferrer nofollow" target="_blank">link</a>',
    );
    expect(sanitizeRichText("<a href='mailto:a@b.c'>m</a>")).toContain('href="mailto:a@b.c"');
  });
});

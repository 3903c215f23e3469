import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('makes only http(s) links, keeps the rest as text', () => {
    expect(linkify('veja https://igreja.example/a. <b>oi</b> javascript:alert(1)')).toEqual([
      { text: 'veja ' },
      { href: 'https://igreja.example/a', text: 'https://igreja.example/a' },
      { text: '. <b>oi</b> javascript:alert(1)' },
    ]);
  });
});

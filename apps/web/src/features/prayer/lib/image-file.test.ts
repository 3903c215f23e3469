import { describe, expect, it } from 'vitest';
import { checkImageFile, PRAYER_IMAGE_MAX_BYTES } from './image-file.ts';

describe('checkImageFile', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s', (type) => {
    expect(checkImageFile({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses the type %j', (type) => {
    expect(checkImageFile({ type, size: 1000 })).toBe('type');
  });

  it('accepts exactly the maximum size and refuses one byte more', () => {
    expect(checkImageFile({ type: 'image/png', size: PRAYER_IMAGE_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: PRAYER_IMAGE_MAX_BYTES + 1 })).toBe('size');
  });
});

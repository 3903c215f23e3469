import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BibleReferenceText } from './bible-reference-text.tsx';

describe('BibleReferenceText', () => {
  afterEach(cleanup);

  it('links each verse reference into the reader and keeps the rest as text', () => {
    const { container } = render(
      <MemoryRouter>
        <p>
          <BibleReferenceText text="Read John 3:16-18 and Ps 23 today (not Xyz 4)." />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'John 3:16-18' }).getAttribute('href')).toBe('/bible?book=JHN&chapter=3&verse=16');
    expect(screen.getByRole('link', { name: 'Ps 23' }).getAttribute('href')).toBe('/bible?book=PSA&chapter=23');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(container.textContent).toBe('Read John 3:16-18 and Ps 23 today (not Xyz 4).');
  });
});

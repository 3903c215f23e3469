import { findBibleReferences } from './bible-reference.ts';
import { LOCALES } from './locale.ts';
import { parseReadingPassages } from './reading-passages.ts';

/**
 * Whether a key Bible text as staff type it ("Gl 5:22-23", "Jo 15:1-8; Sl 1", "Gn 1-3") names only books and
 * chapters that exist (the books table, bible-books.ts): each `;`-separated part is one whole reference, read by the
 * reader's reference parser (a verse or verse run) or the reading plans' passage parser (a chapter or run of
 * chapters), in any of the three languages.
 */
export function isBibleReferenceText(text: string): boolean {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return false;
  return parts.every(
    (part) =>
      parseReadingPassages(part) !== null ||
      LOCALES.some((locale) => {
        const [match, ...rest] = findBibleReferences(part, locale);
        return !!match && rest.length === 0 && match.start === 0 && match.end === part.length;
      }),
  );
}

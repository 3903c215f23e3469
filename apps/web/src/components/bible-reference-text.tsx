import { bibleReaderPath, findBibleReferences } from '@congrega/contract/bible-reference';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n/use-translation.ts';

/**
 * Plain text with its verse references ("Jo 3:16", "John 3:16-18", "1 Co 13") turned into links into the Bible
 * reader (/bible?book=JHN&chapter=3&verse=16), read in the page's language. For any feature that shows text
 * naming passages: devotionals, reading plans, live notes.
 */
export function BibleReferenceText({ text }: { text: string }) {
  const { i18n } = useTranslation();
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of findBibleReferences(text, i18n.language ?? 'en')) {
    if (match.start > at) parts.push(text.slice(at, match.start));
    parts.push(
      <Link key={match.start} to={bibleReaderPath(match.reference)}>
        {text.slice(match.start, match.end)}
      </Link>,
    );
    at = match.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

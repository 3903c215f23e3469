import { adjacentChapter, bibleBook } from '@congrega/contract/bible-books';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useBibleChapter } from '../api/get-chapter.ts';
import { useBibleVersions } from '../api/get-versions.ts';
import { ChapterPicker } from '../components/chapter-picker.tsx';
import {
  FALLBACK_VERSION,
  FONT_SIZES,
  defaultVersion,
  readFontIndex,
  readPlace,
  readVersion,
  saveFontIndex,
  savePlace,
  saveVersion,
  validPlace,
  validVersion,
  type ReaderPlace,
} from '../lib/reader-place.ts';
import '../bible.css';

const placeQuery = (p: ReaderPlace, verse?: number) =>
  `/bible?${new URLSearchParams({ version: p.versao, book: p.livro, chapter: String(p.capitulo), ...(verse ? { verse: String(verse) } : {}) })}`;

/**
 * /bible (spec section 2): any book and chapter with verse numbers, a picker, previous/next chapter, font size,
 * and the last place remembered on this device. `?book=JHN&chapter=3&verse=16` (what reference links open)
 * highlights and scrolls to the verse. Without a place in the address, the last one read opens. The translation
 * is the address's, else the one the reader last picked, else the first listed in the reader's language (Spanish
 * readers get the Reina-Valera 1909), else the English KJV; Portuguese readers are told there is no Portuguese
 * text yet and can pick the Spanish or English one.
 */
export function Component() {
  const { t, i18n } = useTranslation('bible');
  const locale = i18n.language ?? 'en';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const spot = validPlace({ livro: search.get('book'), capitulo: search.get('chapter') }) ?? readPlace();
  const verse = Number(search.get('verse')) || undefined;
  const [fontIndex, setFontIndex] = useState(readFontIndex);
  const versions = useBibleVersions();
  const versionList = versions.data?.versoes ?? [];
  // Until the list says which translation is in the reader's language, no chapter is asked for (no wasted one).
  const chosen =
    validVersion(search.get('version')) ??
    readVersion() ??
    (versions.isSuccess ? defaultVersion(versionList, locale) : versions.isError ? FALLBACK_VERSION : undefined);
  const place: ReaderPlace = { ...spot, versao: chosen ?? FALLBACK_VERSION };
  const chapter = useBibleChapter(place.versao, place.livro, place.capitulo, chosen !== undefined);
  const book = bibleBook(place.livro)!;
  const heading = `${book.names[locale]} ${place.capitulo}`;
  useDocumentTitle(heading);

  useEffect(() => {
    if (chapter.isSuccess) savePlace({ livro: spot.livro, capitulo: spot.capitulo });
  }, [chapter.isSuccess, spot.livro, spot.capitulo]);

  useEffect(() => {
    if (verse && chapter.isSuccess) document.getElementById(`v${verse}`)?.scrollIntoView({ block: 'center' });
  }, [verse, chapter.isSuccess]);

  const changeFont = (step: 1 | -1) => {
    const next = Math.min(FONT_SIZES.length - 1, Math.max(0, fontIndex + step));
    setFontIndex(next);
    saveFontIndex(next);
  };
  const ownLanguage = versionList.some((v) => v.idioma === locale);
  const prev = adjacentChapter(place, -1);
  const next = adjacentChapter(place, 1);
  const nav = (
    <nav className="bible-nav" aria-label={t('chapters')}>
      {prev ? (
        <Link className="btn btn-secondary" to={placeQuery({ ...place, ...prev })} rel="prev">
          {t('previous', { chapter: `${bibleBook(prev.livro)!.names[locale]} ${prev.capitulo}` })}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className="btn btn-secondary" to={placeQuery({ ...place, ...next })} rel="next">
          {t('next', { chapter: `${bibleBook(next.livro)!.names[locale]} ${next.capitulo}` })}
        </Link>
      ) : null}
    </nav>
  );

  return (
    <section className="bible-page">
      <h1>{t('title')}</h1>
      {versions.isSuccess && !ownLanguage ? <p className="bible-notice">{t('noOwnLanguage')}</p> : null}
      <ChapterPicker
        place={place}
        versions={versionList}
        onChange={(p) => {
          if (p.versao !== place.versao) saveVersion(p.versao);
          navigate(placeQuery(p));
        }}
      />
      <div className="bible-font" role="group" aria-label={t('fontSize')}>
        <button type="button" className="btn btn-secondary" onClick={() => changeFont(-1)} disabled={fontIndex === 0}>
          <span aria-hidden="true">A−</span>
          <span className="sr-only">{t('smaller')}</span>
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => changeFont(1)} disabled={fontIndex === FONT_SIZES.length - 1}>
          <span aria-hidden="true">A+</span>
          <span className="sr-only">{t('larger')}</span>
        </button>
      </div>
      <article className="bible-chapter" aria-labelledby="bible-heading" style={{ fontSize: `${FONT_SIZES[fontIndex]}rem` }}>
        <h2 id="bible-heading">{heading}</h2>
        <QueryState query={chapter} isEmpty={(c) => c.versiculos.length === 0} empty={t('empty')}>
          {(c) => (
            <div className="bible-verses">
              {c.versiculos.map((v) => (
                <p key={v.numero} id={`v${v.numero}`} className={v.numero === verse ? 'bible-verse is-target' : 'bible-verse'}>
                  <sup className="bible-verse-number">{v.numero}</sup> {v.texto}
                </p>
              ))}
            </div>
          )}
        </QueryState>
      </article>
      {nav}
    </section>
  );
}

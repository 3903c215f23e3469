import { BIBLE_BOOKS, bibleBook } from '@congrega/contract/bible-books';
import type { TBibleVersion } from '@congrega/contract/bible';
import { SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ReaderPlace } from '../lib/reader-place.ts';

interface Props {
  place: ReaderPlace;
  versions: readonly TBibleVersion[];
  onChange(place: ReaderPlace): void;
}

/** Version (when there is a choice), book and chapter: each change opens that place at once. */
export function ChapterPicker({ place, versions, onChange }: Props) {
  const { t, i18n } = useTranslation('bible');
  const locale = i18n.language ?? 'en';
  const book = bibleBook(place.livro)!;
  return (
    <div className="bible-picker">
      {versions.length > 1 ? (
        <SelectField label={t('version')} value={place.versao} onChange={(e) => onChange({ ...place, versao: e.target.value })}>
          {versions.map((v) => (
            <option key={v.codigo} value={v.codigo}>
              {v.nome}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        label={t('book')}
        value={place.livro}
        onChange={(e) => onChange({ ...place, livro: bibleBook(e.target.value)!.code, capitulo: 1 })}
      >
        {BIBLE_BOOKS.map((b) => (
          <option key={b.code} value={b.code}>
            {b.names[locale]}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('chapter')} value={place.capitulo} onChange={(e) => onChange({ ...place, capitulo: Number(e.target.value) })}>
        {Array.from({ length: book.chapters }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            {i + 1}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

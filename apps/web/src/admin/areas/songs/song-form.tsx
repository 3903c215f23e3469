import { SONG_FIELD_MAX, SONG_TEXT_MAX, SONG_TITLE_MAX, type TAdminSong } from '@congrega/contract/admin/songs';
import { useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { ScoreFilesField } from './score-files-field.tsx';
import { songFormSchema, songFormValues, type SongFormValues } from './song-form-values.ts';
import { importSongText, readFileText, SONG_IMPORT_ACCEPT, SONG_IMPORT_MAX_BYTES } from './song-import.ts';
import { SongPreview } from './song-preview.tsx';
import { saveSong } from './songs-api.ts';
import './songs.css';

/**
 * A song's form: its data, the lyrics with chords (a cifra typed with the chords on the line above, or ChordPro
 * brackets, or a file imported into it) beside the live preview of what members will see, its score files and
 * whether members see it. The server answers the song as kept (lyrics as ChordPro), which `onSaved` receives.
 */
export function SongForm({ song, onSaved }: { song?: TAdminSong; onSaved: (song: TAdminSong) => Promise<void> | void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const state = useAdminForm({
    schema: songFormSchema,
    defaultValues: songFormValues(song),
    submit: async (body) => {
      const saved = await saveSong(church.slug, song?.id, body);
      state.form.reset(songFormValues(saved));
      await onSaved(saved);
    },
    savedText: song ? t('songs.saved') : t('songs.created'),
  });
  return (
    <AdminForm state={state} submitLabel={song ? t('songs.save') : t('songs.create')}>
      <FormText name="titulo" label={t('songs.title')} required maxLength={SONG_TITLE_MAX} />
      <div className="song-fields">
        <FormText name="subtitulo" label={t('songs.subtitle')} maxLength={SONG_FIELD_MAX} />
        <FormText name="autor" label={t('songs.author')} maxLength={SONG_FIELD_MAX} />
        <FormText name="grupo" label={t('songs.group')} maxLength={SONG_FIELD_MAX} />
        <FormText name="tema" label={t('songs.theme')} maxLength={SONG_FIELD_MAX} />
        <FormText name="ritmo" label={t('songs.rhythm')} maxLength={SONG_FIELD_MAX} />
        <FormText name="tom" label={t('songs.key')} hint={t('songs.keyHint')} maxLength={4} />
      </div>
      <LyricsEditor />
      <ScoreFilesField church={church.slug} />
      <ActiveField />
    </AdminForm>
  );
}

/** The lyrics' textarea, its file import and the preview beside it. */
function LyricsEditor() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { control, setValue, getValues } = useFormContext<SongFormValues>();
  const [cifra, tom] = useWatch({ control, name: ['cifra', 'tom'] });
  const [importFailure, setImportFailure] = useState<string | null>(null);

  async function onImport(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setImportFailure(null);
    if (!file) return;
    if (file.size > SONG_IMPORT_MAX_BYTES) return setImportFailure(t('songs.importTooLarge'));
    const imported = importSongText(await readFileText(file));
    setValue('cifra', imported.cifra, { shouldDirty: true, shouldValidate: true });
    for (const [name, value] of Object.entries(imported.fields) as [keyof SongFormValues, string][]) {
      if (!String(getValues(name) ?? '').trim()) setValue(name, value, { shouldDirty: true });
    }
  }

  return (
    <div className="song-editor">
      <div className="song-editor-text">
        <FormTextArea
          name="cifra"
          label={t('songs.lyrics')}
          hint={t('songs.lyricsHint')}
          rows={16}
          maxLength={SONG_TEXT_MAX}
          spellCheck={false}
          className="input song-lyrics"
        />
        <Field label={t('songs.import')} hint={t('songs.importHint')} error={importFailure ?? undefined}>
          {(ctrl) => (
            <input {...ctrl} type="file" accept={SONG_IMPORT_ACCEPT} className="input file-input" onChange={(e) => void onImport(e)} />
          )}
        </Field>
      </div>
      <SongPreview cifra={cifra ?? ''} tom={tom ?? ''} />
    </div>
  );
}

function ActiveField() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { register } = useFormContext<SongFormValues>();
  return (
    <label className="choice">
      <input type="checkbox" {...register('ativo')} /> {t('songs.active')}
    </label>
  );
}

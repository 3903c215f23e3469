import {
  PODCAST_DESCRIPTION_MAX,
  PODCAST_TITLE_MAX,
  ZAdminPodcastEpisodeBody,
  type TAdminPodcastEpisode,
  type TAdminPodcastEpisodeBody,
} from '@congrega/contract/admin/podcasts';
import { resolveTimeZone } from '@congrega/contract/datetime';
import { z } from 'zod';
import { Link } from 'react-router';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, blanksAsNull, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { fromWallClock, toWallClock } from '../../lib/wall-clock.ts';
import { usePodcastAudio } from './podcasts-api.ts';

interface EpisodeFormValues {
  titulo: string;
  descricao: string;
  midiaId: string;
  dataPublicacao: string;
}

/**
 * Adds an episode, or changes one (`episode`): title, description, the audio file it plays (a processed audio of the
 * media library; the link goes there to upload one) and its date, a wall clock on the church's clock.
 */
export function EpisodeForm({
  episode: e,
  save,
  onDone,
}: {
  episode?: TAdminPodcastEpisode;
  save: (id: number | null, body: TAdminPodcastEpisodeBody) => Promise<void>;
  onDone?: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const zone = resolveTimeZone(church.fusoHorario);
  const audio = usePodcastAudio(church.slug);
  const schema = z.preprocess(
    (v) => ({ ...(v as object), dataPublicacao: fromWallClock((v as { dataPublicacao: string }).dataPublicacao, zone) ?? '' }),
    blanksAsNull(ZAdminPodcastEpisodeBody, ['descricao']),
  ) as unknown as z.ZodType<TAdminPodcastEpisodeBody, EpisodeFormValues>;
  const state = useAdminForm({
    schema,
    defaultValues: {
      titulo: e?.titulo ?? '',
      descricao: e?.descricao ?? '',
      midiaId: e?.midiaId === null || e === undefined ? '' : String(e.midiaId),
      dataPublicacao: toWallClock(e?.dataPublicacao ?? new Date().toISOString(), zone),
    },
    submit: async (body) => {
      await save(e?.id ?? null, body);
      if (e) onDone?.();
      else state.form.reset();
    },
    savedText: e ? t('podcasts.episodeSaved') : t('podcasts.episodeAdded'),
  });
  const options = (audio.data?.itens ?? []).map((a) => ({ value: String(a.id), label: a.nome }));
  return (
    <AdminForm
      state={state}
      submitLabel={e ? t('podcasts.save') : t('podcasts.addEpisode')}
      actions={
        onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText name="titulo" label={t('podcasts.episode.titulo')} maxLength={PODCAST_TITLE_MAX} required />
      <FormTextArea name="descricao" label={t('podcasts.episode.descricao')} maxLength={PODCAST_DESCRIPTION_MAX} rows={3} />
      <FormSelect
        name="midiaId"
        label={t('podcasts.episode.audio')}
        placeholder={t('podcasts.episode.chooseAudio')}
        hint={
          <>
            {options.length ? t('podcasts.episode.audioHint') : t('podcasts.episode.noAudio')}{' '}
            <Link to={consolePath(lang, church.slug, 'media')}>{t('podcasts.episode.toMedia')}</Link>
          </>
        }
        options={options}
        required
      />
      <FormText
        name="dataPublicacao"
        type="datetime-local"
        label={t('podcasts.episode.date')}
        hint={t('podcasts.episode.dateHint', { zone })}
        required
      />
    </AdminForm>
  );
}

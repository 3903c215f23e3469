import type { TAdminEbdLesson } from '@congrega/contract/admin/content-kinds';
import { adminEbdClassCreate } from '@congrega/contract/endpoints/admin-content-parts';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { BibleTextPreview } from './bible-text-preview.tsx';
import type { ContentItemAnswer } from './content-api.ts';
import { useEbdClasses, useEbdClassWrites, useEbdLessons, useEbdLessonWrites } from './content-parts-api.ts';
import { EbdClassForm } from './ebd-class-form.tsx';
import { EbdLessonForm } from './ebd-lesson-form.tsx';
import { ContentStateBadge } from './content-state.tsx';
import { PartList } from './part-list.tsx';
import { ScheduleForm } from './schedule-form.tsx';

/**
 * A saved quarter's classes and lessons (`content/ebd/:id`): classes added, changed and deleted; lessons written as
 * drafts, their key Bible text shown as the member page reads it, published now or at a time (the quarter must be
 * published first: the server's refusal says so) or taken back to a draft.
 */
export function EbdPartsPanel({ quarter }: { quarter: ContentItemAnswer }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const mayEdit = useMayCall()(adminEbdClassCreate);
  const classes = useEbdClasses(church.slug, quarter.id);
  const classWrites = useEbdClassWrites(church.slug, quarter.id);
  return (
    <>
      <section className="form-section" aria-labelledby="ebd-classes-title">
        <h2 id="ebd-classes-title">{t('content.ebd.classes')}</h2>
        <QueryState query={classes} isEmpty={() => false}>
          {(data) => (
            <PartList
              items={data.itens}
              name={(c) => c.nome}
              show={(c) => (
                <p>
                  <strong>{c.nome}</strong>
                  {c.faixaEtaria ? ` · ${c.faixaEtaria}` : null}
                  <br />
                  <span className="muted">{[c.professor, c.sala, c.horario].filter(Boolean).join(' · ')}</span>
                </p>
              )}
              form={(c, done) => <EbdClassForm current={c} save={classWrites.save} onDone={done} />}
              remove={classWrites.remove}
              mayEdit={mayEdit}
              empty={t('content.ebd.noClasses')}
            />
          )}
        </QueryState>
        {mayEdit ? (
          <>
            <h3>{t('content.ebd.addClass')}</h3>
            <EbdClassForm save={classWrites.save} />
          </>
        ) : null}
      </section>
      <EbdLessons quarterId={quarter.id} mayEdit={mayEdit} />
    </>
  );
}

function EbdLessons({ quarterId, mayEdit }: { quarterId: number; mayEdit: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const lessons = useEbdLessons(church.slug, quarterId);
  const writes = useEbdLessonWrites(church.slug, quarterId);
  const [scheduling, setScheduling] = useState<number | null>(null);
  const [added, setAdded] = useState(0);
  const show = (l: TAdminEbdLesson) => (
    <div>
      <p>
        <strong>
          {t('content.ebd.lessonNumber', { number: l.numero })} · <time dateTime={l.data}>{formatCalendarDate(l.data, 'date', lang)}</time>
        </strong>{' '}
        <ContentStateBadge estado={l.estado} />
        {l.estado === 'scheduled' ? <> {t('content.scheduledFor', { at: formatAt(l.publicarEm, church, lang) })}</> : null}
        <br />
        {l.titulo}
      </p>
      {l.textoBiblico ? (
        <p>
          <BibleTextPreview text={l.textoBiblico} />
        </p>
      ) : null}
      {scheduling === l.id ? (
        <ScheduleForm
          label={t('content.ebd.scheduleLesson', { title: l.titulo })}
          publish={async ({ quando }) => {
            await writes.publish(l.id, quando);
            setScheduling(null);
          }}
          actions={
            <Button variant="ghost" onClick={() => setScheduling(null)}>
              {t('kit.cancel')}
            </Button>
          }
        />
      ) : null}
    </div>
  );
  const actions = (l: TAdminEbdLesson, run: (work: () => Promise<unknown>, done: string) => void, busy: boolean) =>
    l.estado === 'draft' ? (
      <>
        <Button className="btn-sm" disabled={busy} onClick={() => run(() => writes.publish(l.id), t('content.publishedDone'))}>
          {t('content.publishNow')}
          <span className="sr-only"> {l.titulo}</span>
        </Button>
        <Button variant="ghost" className="btn-sm" disabled={busy} onClick={() => setScheduling(l.id)}>
          {t('content.schedule')}
          <span className="sr-only"> {l.titulo}</span>
        </Button>
      </>
    ) : (
      <Button
        variant="ghost"
        className="btn-sm"
        disabled={busy}
        onClick={() => run(() => writes.unpublish(l.id), t('content.unpublishedDone'))}
      >
        {t('content.unpublish')}
        <span className="sr-only"> {l.titulo}</span>
      </Button>
    );
  return (
    <section className="form-section" aria-labelledby="ebd-lessons-title">
      <h2 id="ebd-lessons-title">{t('content.ebd.lessons')}</h2>
      <p className="muted">{t('content.ebd.lessonsIntro')}</p>
      <QueryState query={lessons} isEmpty={() => false}>
        {(data) => (
          <>
            <PartList
              items={data.itens}
              name={(l) => `${t('content.ebd.lessonNumber', { number: l.numero })} ${l.titulo}`}
              show={show}
              form={(l, done) => <EbdLessonForm current={l} save={writes.save} onDone={done} />}
              actions={actions}
              remove={writes.remove}
              mayEdit={mayEdit}
              empty={t('content.ebd.noLessons')}
            />
            {mayEdit ? (
              <>
                <h3>{t('content.ebd.addLesson')}</h3>
                {/* A new blank form once one is added (the rich text editor keeps no reset). */}
                <EbdLessonForm
                  key={added}
                  save={writes.save}
                  next={Math.max(0, ...data.itens.map((l) => l.numero)) + 1}
                  onDone={() => setAdded((n) => n + 1)}
                />
              </>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

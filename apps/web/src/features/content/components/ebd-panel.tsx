import type { TEbdClass, TEbdLesson } from '@congrega/contract/endpoints/ebd';
import { BibleReferenceText } from '../../../components/bible-reference-text.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { churchToday, formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ContentItem } from '../lib/content-kind.ts';
import { currentLesson } from '../lib/current-lesson.ts';

const sunday = (day: string) => formatCalendarDate(day, 'dayMonth');

/** A quarter's period ("4º trimestre de 2026 · 4 de out. – 27 de dez."), under its title and in its card. */
export function EbdPeriod({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  return (
    <span>
      {String(item.trimestre)} · {t('ebds.period', { start: sunday(String(item.dataInicio)), end: sunday(String(item.dataFim)) })}
    </span>
  );
}

/**
 * A quarter's classes and lessons. The lesson of this (or the coming) Sunday is marked and open; every other lesson's
 * text opens on demand. The key Bible text links into the reader; the lesson text is the server's sanitised HTML.
 */
export function EbdPanel({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const classes = (item.turmas ?? []) as TEbdClass[];
  const lessons = (item.licoes ?? []) as TEbdLesson[];
  const current = currentLesson(lessons, churchToday());
  return (
    <>
      {classes.length ? (
        <section className="content-section" aria-labelledby="ebd-classes">
          <h2 id="ebd-classes">{t('ebds.classes')}</h2>
          <ul className="ebd-classes">
            {classes.map((c) => (
              <li key={c.id}>
                <strong>{c.nome}</strong>
                {c.faixaEtaria ? <span> · {c.faixaEtaria}</span> : null}
                <br />
                {[c.professor && t('ebds.teacher', { name: c.professor }), c.sala, c.horario].filter(Boolean).join(' · ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="content-section" aria-labelledby="ebd-lessons">
        <h2 id="ebd-lessons">{t('ebds.lessons')}</h2>
        {lessons.length ? (
          <ol className="ebd-lessons">
            {lessons.map((lesson) => {
              const isCurrent = lesson.id === current?.id;
              return (
                <li
                  key={lesson.id}
                  className={isCurrent ? 'ebd-lesson ebd-lesson-current' : 'ebd-lesson'}
                  aria-current={isCurrent ? 'date' : undefined}
                >
                  <details open={isCurrent || undefined}>
                    <summary>
                      <span className="ebd-lesson-when">
                        <span>
                          {t('ebds.lessonNumber', { number: lesson.numero })} · <time dateTime={lesson.data}>{sunday(lesson.data)}</time>
                        </span>
                        {isCurrent ? <strong className="ebd-lesson-badge">{t('ebds.thisWeek')}</strong> : null}
                      </span>
                      <span className="ebd-lesson-title">{lesson.titulo}</span>
                    </summary>
                    {lesson.textoBiblico ? (
                      <p className="content-extra">
                        {t('ebds.keyText')} <BibleReferenceText text={lesson.textoBiblico} />
                      </p>
                    ) : null}
                    <RichText html={lesson.conteudo} className="content-body" />
                  </details>
                </li>
              );
            })}
          </ol>
        ) : (
          <p>{t('ebds.noLessons')}</p>
        )}
      </section>
    </>
  );
}

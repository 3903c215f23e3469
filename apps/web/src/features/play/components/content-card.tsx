import type { TPlayContentSummary } from '@congrega/contract/play';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

export function durationText(t: (key: string, v?: Record<string, string | number>) => string, seconds: number): string {
  return seconds >= 60 ? t('video.minutes', { min: Math.round(seconds / 60) }) : t('video.seconds', { sec: seconds });
}

/** A video in a row or grid: still, title, length; opens the detail. */
export function ContentCard({ content }: { content: TPlayContentSummary }) {
  const { t } = useTranslation('play');
  return (
    <Link className="play-card" to={`/play/video/${content.id}`}>
      {content.imagem ? (
        <img src={content.imagem} alt="" width={320} height={180} loading="lazy" decoding="async" />
      ) : (
        <span className="play-card-blank" />
      )}
      <span className="play-card-title">{content.titulo}</span>
      <span className="play-card-meta">{durationText(t, content.duracaoSegundos)}</span>
    </Link>
  );
}

/** A titled horizontal row (scrolls sideways on a phone), or a grid with `grid`. */
export function ContentRow({
  title,
  contents,
  grid,
  id,
}: {
  title?: string;
  contents: TPlayContentSummary[];
  grid?: boolean;
  id?: string;
}) {
  const headingId = id ?? (title ? `row-${title.replace(/\W+/g, '-')}` : undefined);
  return (
    <section className="play-row" aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{title}</h2> : null}
      <ul className={grid ? 'play-grid' : 'play-strip'}>
        {contents.map((c) => (
          <li key={c.id}>
            <ContentCard content={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}

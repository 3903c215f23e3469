import '../../../components/link-card.css';
import '../../../components/content-article.css';
import { focalPosition } from '../../../components/content-article.tsx';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formatMoment } from '../../../lib/format.ts';
import { contentKeyOf, type ContentItem, type WebContentKind } from '../lib/content-kind.ts';

/** One item in a content list: the whole card opens the item (one link, its title). */
export function ContentCard({ kind, item }: { kind: WebContentKind; item: ContentItem }) {
  return (
    <article className="link-card">
      {kind.cardImage && item.imagem ? (
        <ResponsiveImage
          className="content-thumb"
          src={item.imagem}
          sizes="(min-width: 720px) 28rem, 100vw"
          alt=""
          width={1200}
          height={400}
          loading="lazy"
          style={{ objectPosition: focalPosition(item.imagemFoco) }}
        />
      ) : null}
      <div className="link-card-body">
        <p className="content-meta">
          <time dateTime={item.dataPublicacao}>{formatMoment(item.dataPublicacao)}</time>
        </p>
        <h2 className="link-card-title">
          <Link to={`${kind.path}/${encodeURIComponent(contentKeyOf(kind, item))}`} className="link-card-link">
            {item.titulo}
          </Link>
        </h2>
        {kind.extra ? <p className="content-extra">{kind.extra(item)}</p> : null}
        {item.resumo ? <p className="content-summary">{item.resumo}</p> : null}
      </div>
    </article>
  );
}

import type { ReactNode } from 'react';
import { formatMoment } from '../lib/format.ts';
import { RichText } from './rich-text.tsx';
import { ResponsiveImage } from './ui/responsive-image.tsx';
import './content-article.css';

/** What an article of the church's content shows (a kind's detail, or the console's preview of one being written). */
export interface ArticleItem {
  titulo: string;
  imagem: string | null;
  imagemAlt?: string | null;
  imagemFoco?: { x: number; y: number } | null;
  dataPublicacao: string;
  autor: string | null;
  /** The server's sanitised rich text (RichText): nothing else here is HTML. */
  conteudo: string;
  tags: string[];
}

/** A cover's crop centred on its focal point (x, y from 0 to 1), as CSS `object-position`. */
export function focalPosition(foco: { x: number; y: number } | null | undefined): string | undefined {
  return foco ? `${Math.round(foco.x * 100)}% ${Math.round(foco.y * 100)}%` : undefined;
}

/**
 * One item of the church's content as the member app renders it: cover (cropped around its focal point, with its
 * text alternative), title, date and author, the kind's line (`extra`: a devotional's passage), the rich text, the
 * tags, then `children` (the kind's actions, share). The member app's detail screen and the console's preview both
 * draw it, so the preview is the page.
 */
export function ContentArticle({
  item,
  media,
  extra,
  tagsLabel,
  children,
}: {
  item: ArticleItem;
  /** Instead of the cover (a video's player). */
  media?: ReactNode;
  extra?: ReactNode;
  tagsLabel: string;
  children?: ReactNode;
}) {
  return (
    <article className="content-article">
      {media ??
        (item.imagem ? (
          <ResponsiveImage
            className="content-cover"
            src={item.imagem}
            sizes="(min-width: 720px) 40rem, 100vw"
            alt={item.imagemAlt ?? ''}
            width={1200}
            height={400}
            style={{ objectPosition: focalPosition(item.imagemFoco) }}
          />
        ) : null)}
      <h1>{item.titulo}</h1>
      <p className="content-meta">
        <time dateTime={item.dataPublicacao}>{formatMoment(item.dataPublicacao)}</time>
        {item.autor ? ` · ${item.autor}` : ''}
      </p>
      {extra ? <p className="content-extra">{extra}</p> : null}
      <RichText html={item.conteudo} className="content-body" />
      {item.tags.length ? (
        <ul className="content-tags" aria-label={tagsLabel}>
          {item.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}

import { ContentArticle } from '../../../components/content-article.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import type { ContentItemAnswer } from './content-api.ts';

/**
 * The saved item as the member app renders it: the same ContentArticle its detail screen draws (cover cropped on
 * its focal point, the server's sanitised text), the passage of a devotional or a video's link as its line.
 */
export function ContentPreview({ item }: { item: ContentItemAnswer }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  // A devotional's passage, or where a video plays (the console frames no player: its CSP allows no frame).
  const passage =
    typeof item.passagem === 'string' ? (
      <cite className="content-passage">{item.passagem}</cite>
    ) : typeof item.midiaArquivoId === 'number' ? (
      <span className="content-passage">{t('content.playsUpload')}</span>
    ) : typeof item.url === 'string' ? (
      <span className="content-passage">{t('content.plays', { url: item.url })}</span>
    ) : undefined;
  return (
    <section className="form-section content-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('content.preview')}</h2>
      <p className="muted">{t('content.previewHint')}</p>
      <div className="content-preview-frame">
        <ContentArticle item={item} extra={passage} tagsLabel={t('content.fields.tags')} />
      </div>
    </section>
  );
}

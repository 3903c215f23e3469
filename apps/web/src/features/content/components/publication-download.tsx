import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ContentItem } from '../lib/content-kind.ts';

/** A publication's file: a download link (our own /media/ file, or an https one opened in a new tab). */
export function PublicationDownload({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const href = typeof item.arquivo === 'string' ? item.arquivo : '';
  const own = href.startsWith('/') && !href.startsWith('//');
  if (!own && !href.startsWith('https://')) return null;
  return (
    <p>
      <a className="btn btn-primary" href={href} {...(own ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}>
        {t('publications.download')}
      </a>
    </p>
  );
}

import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { NotFoundContent } from '../../screens/not-found.tsx';
import { useContentItem, useContentSaved, type ContentItemAnswer } from './content-api.ts';
import { ContentForm } from './content-form.tsx';
import { contentKindOf, type ConsoleContentKind } from './content-kinds.ts';
import { ContentPreview } from './content-preview.tsx';
import { EbdPartsPanel } from './ebd-parts-panel.tsx';
import { MinistryProjectsPanel } from './ministry-projects-panel.tsx';
import { PublicationPanel } from './publication-panel.tsx';

/**
 * One item of a kind (`content/:kind/:id`), or a new one (`content/:kind/new`, saved as a draft, then opened): the
 * editor, its publication (publish now, schedule, unpublish, delete), the parts a kind holds (a ministry's projects
 * in order, a quarter's classes and lessons) and the member's view of what was saved.
 */
export function ContentEditorScreen() {
  const { kind: kindKey, id } = useParams();
  const kind = contentKindOf(kindKey);
  const itemId = id === 'new' ? undefined : routeId(id);
  if (!kind || (id !== 'new' && itemId === undefined)) return <NotFoundContent />;
  return <Editor key={`${kind.key}-${id}`} kind={kind} id={itemId} />;
}

function Editor({ kind, id }: { kind: ConsoleContentKind; id: number | undefined }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ministry = routeId(search.get('ministerio') ?? undefined);
  const item = useContentItem(church.slug, kind, id);
  const saved = useContentSaved(church.slug, kind);
  const [dirty, setDirty] = useState(false);
  const listPath = consolePath(lang, church.slug, `content/${kind.key}`);
  const header = (
    <PageHeader title={id === undefined ? t(`content.new.${kind.key}`) : t(`content.edit.${kind.key}`)}>
      <p>
        <Link to={listPath}>{t('content.back', { kind: t(`content.kinds.${kind.key}`) })}</Link>
      </p>
    </PageHeader>
  );
  if (id === undefined)
    return (
      <>
        {header}
        <ContentForm
          kind={kind}
          initial={kind.key === 'projects' && ministry !== undefined ? { ministerioId: String(ministry) } : undefined}
          onSaved={async (created: ContentItemAnswer) => {
            await saved(created);
            void navigate(consolePath(lang, church.slug, `content/${kind.key}/${created.id}`), { replace: true });
          }}
        />
      </>
    );
  return (
    <>
      {header}
      <QueryState query={item} isEmpty={() => false}>
        {(current) => (
          <div className="content-editor">
            <ContentForm kind={kind} item={current} onSaved={saved} onDirty={setDirty} />
            <PublicationPanel kind={kind} item={current} dirty={dirty} onChanged={saved} />
            {kind.key === 'ministries' ? <MinistryProjectsPanel ministry={current} /> : null}
            {kind.key === 'ebd' ? <EbdPartsPanel quarter={current} /> : null}
            <ContentPreview item={current} />
          </div>
        )}
      </QueryState>
    </>
  );
}

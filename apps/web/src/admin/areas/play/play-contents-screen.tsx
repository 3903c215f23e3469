import { PLAY_VISIBILITY } from '@congrega/contract/play';
import type { TAdminPlayCatalogue, TAdminPlayContent } from '@congrega/contract/admin/play';
import { adminPlayConfigUpdate, adminPlayContentCreate } from '@congrega/contract/endpoints/admin-play';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ConfirmDelete } from '../../kit/confirm-delete.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCatalogueWrites } from './play-api.ts';
import { PlayContentForm } from './play-content-form.tsx';
import { PlayFrame } from './play-frame.tsx';
import { MoveButtons, moved } from './move-buttons.tsx';

/**
 * `play-catalogue`: who browses the catalogue, then the contents by collection in the member home's order (move up
 * or down inside a collection), each published or a draft; publish, take down, change, delete (asked first), add.
 */
export function PlayContentsScreen() {
  return <PlayFrame tab="contents">{(catalogue) => <Contents catalogue={catalogue} />}</PlayFrame>;
}

function Contents({ catalogue }: { catalogue: TAdminPlayCatalogue }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const writes = useCatalogueWrites(church.slug);
  const mayCall = useMayCall();
  const mayEdit = mayCall(adminPlayContentCreate);
  const action = useActionFailure(t('kit.saveFailed'));
  const removal = useActionFailure(t('kit.saveFailed'));
  const [deleting, setDeleting] = useState<TAdminPlayContent | null>(null);
  const groups = [
    ...catalogue.coletaneas.map((c) => ({ id: c.id, nome: c.nome, itens: catalogue.conteudos.filter((x) => x.coletaneaId === c.id) })),
    { id: null, nome: t('playCatalogue.contents.noCollection'), itens: catalogue.conteudos.filter((x) => x.coletaneaId === null) },
  ].filter((g) => g.id !== null || g.itens.length > 0);
  return (
    <>
      {action.failure ? <Alert tone="error">{action.failure}</Alert> : null}
      <section className="form-section" aria-labelledby="play-visibility-title">
        <h2 id="play-visibility-title">{t('playCatalogue.visibility.title')}</h2>
        <SelectField
          label={t('playCatalogue.visibility.label')}
          hint={t('playCatalogue.visibility.hint')}
          value={catalogue.tipoVisibilidadeConteudo}
          disabled={!mayCall(adminPlayConfigUpdate)}
          onChange={(e) => {
            const value = e.target.value as (typeof PLAY_VISIBILITY)[number];
            void action.attempt(() => writes.visibility(value)).then((ok) => ok && toast(t('playCatalogue.visibility.saved')));
          }}
        >
          {PLAY_VISIBILITY.map((v) => (
            <option key={v} value={v}>
              {t(`playCatalogue.visibility.${v}`)}
            </option>
          ))}
        </SelectField>
      </section>
      {groups.map((g) => (
        <section key={g.id ?? 'none'} className="form-section" aria-labelledby={`play-group-${g.id ?? 'none'}`}>
          <h2 id={`play-group-${g.id ?? 'none'}`}>{g.nome}</h2>
          {g.itens.length === 0 ? <p className="muted">{t('playCatalogue.contents.emptyCollection')}</p> : null}
          <ol className="editable-list">
            {g.itens.map((c, i) => (
              <ContentItem
                key={c.id}
                catalogue={catalogue}
                content={c}
                mayEdit={mayEdit}
                onDelete={() => setDeleting(c)}
                move={
                  g.id === null
                    ? undefined
                    : {
                        index: i,
                        length: g.itens.length,
                        onMove: (from, to) =>
                          void action
                            .attempt(() => writes.orderContents(g.id!, moved(g.itens, from, to)))
                            .then((ok) => ok && toast(t('playCatalogue.moved'))),
                      }
                }
              />
            ))}
          </ol>
        </section>
      ))}
      {mayEdit ? (
        <section className="form-section" aria-labelledby="play-add-title">
          <h2 id="play-add-title">{t('playCatalogue.contents.add')}</h2>
          <p className="muted">
            {t('playCatalogue.contents.addIntro')} <Link to={consolePath(lang, church.slug, 'media')}>{t('areas.media')}</Link>
          </p>
          <PlayContentForm catalogue={catalogue} save={writes.saveContent} />
        </section>
      ) : null}
      <ConfirmDelete
        item={deleting}
        title={t('playCatalogue.contents.deleteTitle')}
        description={(item) => t('playCatalogue.contents.deleteText', { name: item.titulo })}
        confirmLabel={t('playCatalogue.contents.delete')}
        deletedText={t('playCatalogue.contents.deleted')}
        action={removal}
        remove={(item) => writes.removeContent(item.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function ContentItem({
  catalogue,
  content: c,
  mayEdit,
  move,
  onDelete,
}: {
  catalogue: TAdminPlayCatalogue;
  content: TAdminPlayContent;
  mayEdit: boolean;
  onDelete: () => void;
  move?: { index: number; length: number; onMove: (from: number, to: number) => void };
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const writes = useCatalogueWrites(church.slug);
  const action = useActionFailure(t('kit.saveFailed'));
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <li className="editable-item">
        <PlayContentForm catalogue={catalogue} content={c} save={writes.saveContent} onDone={() => setEditing(false)} />
      </li>
    );
  const publish = (publicado: boolean) =>
    void action
      .attempt(() => writes.publish(c.id, publicado))
      .then((ok) => ok && toast(t(publicado ? 'playCatalogue.contents.publishedToast' : 'playCatalogue.contents.unpublishedToast')));
  return (
    <li className="editable-item">
      <p>
        <strong>{c.titulo}</strong>{' '}
        <span className={`status-badge ${c.publicado ? 'status-paid' : 'status-refunded'}`}>
          {t(c.publicado ? 'playCatalogue.contents.published' : 'playCatalogue.contents.draft')}
        </span>{' '}
        {c.flagDestaque ? <span className="status-badge status-waiting">{t('playCatalogue.contents.featured')}</span> : null}
        <br />
        <span className="muted">
          {c.midia ? c.midia.nome : c.arquivoDemo ? t('playCatalogue.contents.demoFile') : t('playCatalogue.contents.noVideo')}
          {c.tags.length ? ` · ${c.tags.join(', ')}` : ''}
        </span>
      </p>
      {action.failure ? <Alert tone="error">{action.failure}</Alert> : null}
      {mayEdit ? (
        <div className="actions">
          {move ? <MoveButtons index={move.index} length={move.length} label={c.titulo} onMove={move.onMove} /> : null}
          <Button variant="ghost" className="btn-sm" onClick={() => setEditing(true)}>
            {t('playCatalogue.edit')}
            <span className="sr-only"> {c.titulo}</span>
          </Button>
          <Button variant={c.publicado ? 'ghost' : 'primary'} className="btn-sm" onClick={() => publish(!c.publicado)}>
            {t(c.publicado ? 'playCatalogue.contents.unpublish' : 'playCatalogue.contents.publish')}
            <span className="sr-only"> {c.titulo}</span>
          </Button>
          <Button variant="ghost" className="btn-sm" onClick={onDelete}>
            {t('playCatalogue.contents.delete')}
            <span className="sr-only"> {c.titulo}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

import { adminMinistryProjectsOrder } from '@congrega/contract/endpoints/admin-content-parts';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import type { ContentItemAnswer } from './content-api.ts';
import { useMinistryProjects, useProjectOrder } from './content-parts-api.ts';
import { ContentStateBadge } from './content-state.tsx';

/**
 * A saved ministry's social projects in the order members see them, each opening its editor, moved up or down with
 * buttons (the keyboard's way; the new order is sent whole and the answer shown), and "add a project" for this
 * ministry. Read-only for a caller who may only view.
 */
export function MinistryProjectsPanel({ ministry }: { ministry: ContentItemAnswer }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const projects = useMinistryProjects(church.slug, ministry.id);
  const order = useProjectOrder(church.slug, ministry.id);
  const mayEdit = useMayCall()(adminMinistryProjectsOrder);
  const action = useActionFailure(t('kit.saveFailed'));
  const [busy, setBusy] = useState(false);
  const move = (ids: number[], from: number, to: number) => {
    ids.splice(to, 0, ids.splice(from, 1)[0]!);
    setBusy(true);
    void action
      .attempt(() => order(ids))
      .then((ok) => {
        setBusy(false);
        if (ok) toast(t('content.projects.moved'));
      });
  };
  const path = (rest: string) => consolePath(lang, church.slug, `content/projects${rest}`);
  return (
    <section className="form-section" aria-labelledby="ministry-projects-title">
      <h2 id="ministry-projects-title">{t('content.projects.title')}</h2>
      <p className="muted">{t('content.projects.intro')}</p>
      {action.failure ? <Alert tone="error">{action.failure}</Alert> : null}
      <QueryState query={projects} empty={t('content.projects.none')} isEmpty={(d) => d.itens.length === 0}>
        {(data) => (
          <ol className="editable-list">
            {data.itens.map((p, i) => (
              <li key={p.id} className="editable-item">
                <p>
                  <Link to={path(`/${p.id}`)}>{p.titulo}</Link> <ContentStateBadge estado={p.estado} />
                </p>
                {mayEdit ? (
                  <div className="actions">
                    <Button
                      variant="ghost"
                      className="btn-sm"
                      disabled={busy || i === 0}
                      onClick={() =>
                        move(
                          data.itens.map((x) => x.id),
                          i,
                          i - 1,
                        )
                      }
                    >
                      {t('content.projects.up')}
                      <span className="sr-only"> {p.titulo}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      className="btn-sm"
                      disabled={busy || i === data.itens.length - 1}
                      onClick={() =>
                        move(
                          data.itens.map((x) => x.id),
                          i,
                          i + 1,
                        )
                      }
                    >
                      {t('content.projects.down')}
                      <span className="sr-only"> {p.titulo}</span>
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      {mayEdit ? <ButtonLink to={path(`/new?ministerio=${ministry.id}`)}>{t('content.projects.add')}</ButtonLink> : null}
    </section>
  );
}

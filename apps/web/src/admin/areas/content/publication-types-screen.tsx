import { adminPublicationTypeCreate } from '@congrega/contract/endpoints/admin-content-parts';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePublicationTypes, usePublicationTypeWrites } from './content-parts-api.ts';
import { PartList } from './part-list.tsx';
import { PublicationTypeForm } from './publication-type-form.tsx';

/**
 * `content/publications/types`: the church's publication types in their order, each with how many publications it
 * has; add, rename and delete (a type with publications stays: the server says so in the dialog).
 */
export function PublicationTypesScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const types = usePublicationTypes(church.slug);
  const writes = usePublicationTypeWrites(church.slug);
  const mayEdit = useMayCall()(adminPublicationTypeCreate);
  return (
    <>
      <PageHeader title={t('content.types.title')}>
        <p>
          <Link to={consolePath(lang, church.slug, 'content/publications')}>
            {t('content.back', { kind: t('content.kinds.publications') })}
          </Link>
        </p>
        <p className="muted">{t('content.types.intro')}</p>
      </PageHeader>
      <section className="form-section" aria-labelledby="types-title">
        <h2 id="types-title">{t('content.types.listTitle')}</h2>
        <QueryState query={types} isEmpty={() => false}>
          {(data) => (
            <PartList
              items={data.itens}
              name={(type) => type.nome}
              show={(type) => (
                <p>
                  <strong>{type.nome}</strong> <span className="muted">{t('content.types.total', { count: type.total })}</span>
                  {type.descricao ? (
                    <>
                      <br />
                      {type.descricao}
                    </>
                  ) : null}
                </p>
              )}
              form={(type, done) => <PublicationTypeForm current={type} save={writes.save} onDone={done} />}
              remove={writes.remove}
              mayEdit={mayEdit}
              empty={t('content.types.none')}
            />
          )}
        </QueryState>
        {mayEdit ? (
          <>
            <h3>{t('content.types.add')}</h3>
            <PublicationTypeForm save={writes.save} />
          </>
        ) : null}
      </section>
    </>
  );
}

import type { TAdminPlayCatalogue } from '@congrega/contract/admin/play';
import type { TPlayContentSummary } from '@congrega/contract/play';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePreview } from './play-api.ts';
import { PlayFrame } from './play-frame.tsx';

/**
 * `play-catalogue/preview`: what a member on a chosen plan (or without one) sees on the Play home, row by row, from
 * the member home's own query (drafts and collections of other plans never appear).
 */
export function PlayPreviewScreen() {
  return <PlayFrame tab="preview">{(catalogue) => <Preview catalogue={catalogue} />}</PlayFrame>;
}

function Preview({ catalogue }: { catalogue: TAdminPlayCatalogue }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const [plano, setPlano] = useState<number | undefined>(catalogue.planos[0]?.id);
  const preview = usePreview(church.slug, plano);
  const row = (key: string, title: string, items: TPlayContentSummary[]) => (
    <section key={key} className="form-section" aria-label={title}>
      <h3>{title}</h3>
      <ol>
        {items.map((c) => (
          <li key={c.id}>{c.titulo}</li>
        ))}
      </ol>
    </section>
  );
  return (
    <section className="form-section" aria-labelledby="play-preview-title">
      <h2 id="play-preview-title">{t('playCatalogue.preview.title')}</h2>
      <SelectField
        label={t('playCatalogue.preview.plan')}
        value={plano === undefined ? '' : String(plano)}
        onChange={(e) => setPlano(e.target.value ? Number(e.target.value) : undefined)}
      >
        {catalogue.planos.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.nome}
          </option>
        ))}
        <option value="">{t('playCatalogue.preview.none')}</option>
      </SelectField>
      {plano === undefined && catalogue.tipoVisibilidadeConteudo === 'assinantes' ? (
        <Alert tone="info">{t('playCatalogue.preview.subscribersOnly')}</Alert>
      ) : null}
      <QueryState
        query={preview}
        empty={t('playCatalogue.preview.empty')}
        isEmpty={(h) => h.destaques.length === 0 && h.coletaneas.length === 0 && h.porTag.length === 0}
      >
        {(home) => (
          <div aria-live="polite">
            {home.destaques.length ? row('featured', t('playCatalogue.preview.featured'), home.destaques) : null}
            {home.coletaneas.map((c) => row(`c${c.id}`, c.nome, c.conteudos))}
            {home.porTag.map((g) => row(`t${g.tag}`, t('playCatalogue.preview.tag', { tag: g.tag }), g.conteudos))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

import {
  CELL_REMINDER_DAYS_MAX,
  STUDY_CONTENT_MAX,
  ZAdminCellSettingsBody,
  ZAdminStudyBody,
  type TAdminCellSettings,
  type TAdminStudy,
} from '@congrega/contract/admin/cells';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, blanksAsNull, useAdminForm } from '../../kit/admin-form.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCellSettings, useCellWrites, useStudies } from './cells-api.ts';

const studySchema = blanksAsNull(ZAdminStudyBody, ['resumo']);
const settingsSchema = blanksAsNull(ZAdminCellSettingsBody, ['titulo', 'descricao']);

/** `cells/studies`: the studies (members-only unless public), each edited in place, a new one, and the area's settings. */
export function StudiesScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const studies = useStudies(church.slug);
  const settings = useCellSettings(church.slug);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={t('cells.studies.title')}>
        <p>
          <Link to={consolePath(lang, church.slug, 'cells')}>{t('cells.back')}</Link>
        </p>
      </PageHeader>
      <section className="form-section" aria-labelledby="studies-list-title">
        <h2 id="studies-list-title">{t('cells.studies.list')}</h2>
        <QueryState query={studies} empty={t('cells.studies.empty')} isEmpty={(d) => d.itens.length === 0}>
          {(data) => (
            <ul className="editable-list">
              {data.itens.map((s) => (
                <li key={s.id} className="editable-item">
                  {editing === s.id ? (
                    <StudyForm study={s} onDone={() => setEditing(null)} />
                  ) : (
                    <>
                      <p>
                        <strong>{s.titulo}</strong>{' '}
                        <span className="muted">
                          ({s.flagConteudoPublico ? t('cells.studies.public') : t('cells.studies.membersOnly')}
                          {s.flagAtivo ? '' : `, ${t('cells.inactive')}`})
                        </span>
                      </p>
                      <p className="muted">{formatAt(s.dataPublicacao, church, lang, 'date')}</p>
                      <Button variant="ghost" className="btn-sm" onClick={() => setEditing(s.id)}>
                        {t('cells.studies.edit')}
                        <span className="sr-only"> {s.titulo}</span>
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <h3>{t('cells.studies.add')}</h3>
        <StudyForm />
      </section>
      <section className="form-section" aria-labelledby="cell-settings-title">
        <h2 id="cell-settings-title">{t('cells.settings.title')}</h2>
        <QueryState query={settings} isEmpty={() => false}>
          {(s) => <SettingsForm settings={s} />}
        </QueryState>
      </section>
    </>
  );
}

function StudyForm({ study, onDone }: { study?: TAdminStudy; onDone?: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const writes = useCellWrites(church.slug);
  const values = (s?: TAdminStudy) => ({
    titulo: s?.titulo ?? '',
    resumo: s?.resumo ?? '',
    conteudo: s?.conteudo ?? '',
    flagConteudoPublico: s?.flagConteudoPublico ?? false,
    flagAtivo: s?.flagAtivo ?? true,
  });
  const state = useAdminForm({
    schema: studySchema,
    defaultValues: values(study),
    submit: async (body) => {
      await writes.saveStudy(study?.id, body);
      if (study) onDone?.();
      else state.form.reset(values());
    },
    savedText: study ? t('cells.saved') : t('cells.studies.added'),
  });
  return (
    <AdminForm
      state={state}
      submitLabel={study ? t('cells.save') : t('cells.studies.add')}
      actions={
        onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('kit.cancel')}
          </Button>
        ) : undefined
      }
    >
      <FormText name="titulo" label={t('cells.studies.name')} required maxLength={200} />
      <FormText name="resumo" label={t('cells.studies.summary')} maxLength={500} />
      <FormTextArea
        name="conteudo"
        label={t('cells.studies.content')}
        hint={t('cells.studies.contentHint')}
        required
        rows={8}
        maxLength={STUDY_CONTENT_MAX}
      />
      <StudyChecks />
    </AdminForm>
  );
}

function StudyChecks() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { register } = useFormContext<{ flagConteudoPublico: boolean; flagAtivo: boolean }>();
  return (
    <div className="choice-row">
      <label className="choice">
        <input type="checkbox" {...register('flagConteudoPublico')} /> {t('cells.studies.publicLabel')}
      </label>
      <label className="choice">
        <input type="checkbox" {...register('flagAtivo')} /> {t('cells.studies.activeLabel')}
      </label>
    </div>
  );
}

function SettingsForm({ settings }: { settings: TAdminCellSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const writes = useCellWrites(church.slug);
  const state = useAdminForm({
    schema: settingsSchema,
    defaultValues: { titulo: settings.titulo ?? '', descricao: settings.descricao ?? '', diasLembrete: String(settings.diasLembrete) },
    submit: (body) => writes.saveSettings(body),
    savedText: t('cells.saved'),
  });
  return (
    <AdminForm state={state} submitLabel={t('cells.save')}>
      <FormText name="titulo" label={t('cells.settings.studiesTitle')} maxLength={200} />
      <FormTextArea name="descricao" label={t('cells.settings.studiesIntro')} rows={3} maxLength={2000} />
      <FormText
        name="diasLembrete"
        type="number"
        min={1}
        max={CELL_REMINDER_DAYS_MAX}
        label={t('cells.settings.reminderDays')}
        hint={t('cells.settings.reminderHint')}
        required
      />
    </AdminForm>
  );
}

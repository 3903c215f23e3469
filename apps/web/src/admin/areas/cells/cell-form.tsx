import { CELL_CAPACITY_MAX, CELL_DESCRIPTION_MAX, CELL_NAME_MAX, type TAdminCell } from '@congrega/contract/admin/cells';
import { GROUP_AUDIENCES } from '@congrega/contract/groups';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { formatAddress, mapUrl } from '../../../lib/maps.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { CellLeadersField } from './cell-leaders-field.tsx';
import { cellFormSchema, cellFormValues, type CellFormValues } from './cell-form-values.ts';
import { useCellWrites } from './cells-api.ts';
import './cells.css';

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * A cell's form: name and description, who leads it (one or more members, by e-mail) and who answers for it, when it
 * meets and for whom, its capacity and whether it takes requests, and its address with a link to see it on a map.
 * `leaderLocked`: a leader's own grant may not change who leads the cell (the server refuses it too).
 */
export function CellForm({
  cell,
  leaderLocked,
  onSaved,
}: {
  cell?: TAdminCell;
  leaderLocked: boolean;
  onSaved: (cell: TAdminCell) => Promise<void> | void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const writes = useCellWrites(church.slug);
  const state = useAdminForm({
    schema: cellFormSchema,
    defaultValues: cellFormValues(cell),
    submit: async (body) => {
      const saved = await writes.saveCell(cell?.id, body);
      state.form.reset(cellFormValues(saved));
      await onSaved(saved);
    },
    savedText: cell ? t('cells.saved') : t('cells.created'),
  });
  return (
    <AdminForm state={state} submitLabel={cell ? t('cells.save') : t('cells.create')}>
      <FormText name="nome" label={t('cells.name')} required maxLength={CELL_NAME_MAX} />
      <FormTextArea name="descricao" label={t('cells.description')} rows={3} maxLength={CELL_DESCRIPTION_MAX} />
      <CellLeadersField cell={cell} locked={leaderLocked} />
      <div className="cell-fields">
        <FormText name="responsavel" label={t('cells.responsible')} maxLength={120} />
        <FormSelect
          name="diaSemana"
          label={t('cells.day')}
          required
          placeholder={t('cells.choose')}
          options={DAYS.map((d) => ({ value: String(d), label: t(`cells.days.${d}`) }))}
        />
        <FormText name="horario" type="time" label={t('cells.time')} required />
        <FormSelect
          name="publico"
          label={t('cells.audience')}
          required
          placeholder={t('cells.choose')}
          options={GROUP_AUDIENCES.map((a) => ({ value: a, label: t(`cells.audiences.${a}`) }))}
        />
        <FormText
          name="capacidade"
          type="number"
          min={1}
          max={CELL_CAPACITY_MAX}
          label={t('cells.capacity')}
          hint={t('cells.capacityHint')}
        />
      </div>
      <Checks />
      <fieldset className="form-section">
        <legend>{t('cells.address')}</legend>
        <div className="cell-fields">
          <FormText name="cep" label={t('cells.cep')} maxLength={9} />
          <FormText name="logradouro" label={t('cells.street')} maxLength={200} />
          <FormText name="numero" label={t('cells.number')} maxLength={20} />
          <FormText name="complemento" label={t('cells.complement')} maxLength={100} />
          <FormText name="bairro" label={t('cells.neighbourhood')} maxLength={100} />
          <FormText name="cidade" label={t('cells.city')} maxLength={100} />
          <FormText name="estado" label={t('cells.state')} maxLength={50} />
          <FormText name="latitude" inputMode="decimal" label={t('cells.latitude')} />
          <FormText name="longitude" inputMode="decimal" label={t('cells.longitude')} />
        </div>
        <MapLink />
      </fieldset>
    </AdminForm>
  );
}

function Checks() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { register } = useFormContext<CellFormValues>();
  return (
    <div className="choice-row">
      <label className="choice">
        <input type="checkbox" {...register('aceitaSolicitacoes')} /> {t('cells.open')}
      </label>
      <label className="choice">
        <input type="checkbox" {...register('flagAtivo')} /> {t('cells.active')}
      </label>
    </div>
  );
}

/** "See on the map" for the address as typed (coordinates first). */
function MapLink() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { control } = useFormContext<CellFormValues>();
  const [logradouro, numero, bairro, cidade, estado, latitude, longitude] = useWatch({
    control,
    name: ['logradouro', 'numero', 'bairro', 'cidade', 'estado', 'latitude', 'longitude'],
  });
  const lat = latitude?.trim() ? Number(latitude) : NaN;
  const lng = longitude?.trim() ? Number(longitude) : NaN;
  const hasPoint = Number.isFinite(lat) && Number.isFinite(lng);
  const href = mapUrl({
    latitude: hasPoint ? lat : null,
    longitude: hasPoint ? lng : null,
    address: formatAddress([[logradouro, numero].filter(Boolean).join(' '), bairro, cidade, estado]),
  });
  if (!href) return null;
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t('cells.seeOnMap')}
      </a>
    </p>
  );
}

import type { TLocale } from '@congrega/contract/locale';
import type { TClientAccount } from '@congrega/contract/user';
import { shortDatePattern } from '@congrega/contract/validators';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormSelect, withCurrent } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { PasswordFields } from '../../../components/form/password-fields.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TCustomField } from '../api/custom-fields.ts';
import { useCongregations, useCountries, useMaritalStatuses, useOccupations } from '../api/reference-lists.ts';
import { BLOOD_TYPES } from './profile-schema.ts';

/** The groups of the registration / profile form (spec section 3), each a fieldset with a legend. */

/** The locale's short date pattern as users read it (DD/MM/AAAA in Portuguese) and the hint built on it. */
function useDateHint(locale: TLocale): { pattern: string; hint: string } {
  const { t } = useTranslation('account');
  const pattern = t(shortDatePattern(locale) === 'MM/DD/YYYY' ? 'hints.datePatternMDY' : 'hints.datePatternDMY');
  return { pattern, hint: t('hints.date', { pattern }) };
}

export function AccessSection() {
  const { t } = useTranslation('account');
  return (
    <fieldset className="form-section">
      <legend>{t('sections.access')}</legend>
      <EmailField label={t('fields.email')} />
      <PasswordFields label={t('fields.senha')} confirmLabel={t('fields.confirmarSenha')} hint={t('hints.password')} />
    </fieldset>
  );
}

export function PersonalSection({ locale, client }: { locale: TLocale; client: TClientAccount | null }) {
  const { t, i18n } = useTranslation('account');
  const { igreja } = useBootstrap();
  const language = i18n.language ?? locale;
  const marital = useMaritalStatuses(language);
  const occupations = useOccupations(language);
  const congregations = useCongregations(igreja.id);
  const { pattern: datePlaceholder, hint: dateHint } = useDateHint(locale);
  const select = t('options.select');
  const congregationOptions = (congregations.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }));

  return (
    <fieldset className="form-section">
      <legend>{t('sections.personal')}</legend>
      <div className="form-row">
        <FormText name="nome" label={t('fields.nome')} autoComplete="given-name" required maxLength={100} />
        <FormText name="sobrenome" label={t('fields.sobrenome')} autoComplete="family-name" required maxLength={100} />
      </div>
      <div className="form-row">
        <FormText name="telefone" label={t('fields.telefone')} type="tel" autoComplete="tel" hint={t('hints.phone')} />
        <FormText
          name="dataNascimento"
          label={t('fields.dataNascimento')}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={datePlaceholder}
          hint={dateHint}
        />
      </div>
      <div className="form-row">
        <FormSelect
          name="sexo"
          label={t('fields.sexo')}
          placeholder={select}
          options={[
            { value: 'M', label: t('options.male') },
            { value: 'F', label: t('options.female') },
          ]}
        />
        <FormSelect
          name="estadoCivil"
          label={t('fields.estadoCivil')}
          placeholder={select}
          options={withCurrent(
            (marital.data ?? []).map((m) => ({ value: m.codigo, label: m.nome })),
            client?.estadoCivil,
          )}
        />
      </div>
      <div className="form-row">
        <FormText
          name="dataCasamento"
          label={t('fields.dataCasamento')}
          inputMode="numeric"
          placeholder={datePlaceholder}
          hint={dateHint}
        />
        <FormText
          name="quantidadeFilhos"
          label={t('fields.quantidadeFilhos')}
          type="number"
          inputMode="numeric"
          min={0}
          max={30}
          step={1}
        />
      </div>
      <div className="form-row">
        <FormSelect
          name="ocupacao"
          label={t('fields.ocupacao')}
          placeholder={select}
          options={withCurrent(
            (occupations.data ?? []).map((o) => ({ value: o.codigo, label: o.nome })),
            client?.ocupacao,
          )}
        />
        {congregationOptions.length > 0 ? (
          <FormSelect name="congregacaoId" label={t('fields.congregacaoId')} placeholder={select} options={congregationOptions} />
        ) : null}
      </div>
      <FormText name="cpf" label={t('fields.cpf')} inputMode="numeric" hint={t('hints.cpf')} maxLength={14} />
    </fieldset>
  );
}

export function AddressSection({ client }: { client: TClientAccount | null }) {
  const { t, i18n } = useTranslation('account');
  const countries = useCountries(i18n.language ?? 'en');
  return (
    <fieldset className="form-section">
      <legend>{t('sections.address')}</legend>
      <div className="form-row">
        <FormText name="cep" label={t('fields.cep')} inputMode="numeric" autoComplete="postal-code" hint={t('hints.cep')} maxLength={9} />
        <FormSelect
          name="pais"
          label={t('fields.pais')}
          autoComplete="country"
          placeholder={t('options.select')}
          options={withCurrent(
            (countries.data ?? []).map((c) => ({ value: c.sigla, label: c.nome })),
            client?.pais,
          )}
        />
      </div>
      <FormText name="logradouro" label={t('fields.logradouro')} autoComplete="address-line1" maxLength={200} />
      <div className="form-row">
        <FormText name="numero" label={t('fields.numero')} maxLength={20} />
        <FormText name="complemento" label={t('fields.complemento')} autoComplete="address-line2" maxLength={100} />
      </div>
      <div className="form-row">
        <FormText name="bairro" label={t('fields.bairro')} autoComplete="address-level3" maxLength={100} />
        <FormText name="cidade" label={t('fields.cidade')} autoComplete="address-level2" maxLength={100} />
      </div>
      <FormText name="estado" label={t('fields.estado')} autoComplete="address-level1" maxLength={50} />
    </fieldset>
  );
}

export function CommentsSection() {
  const { t } = useTranslation('account');
  return (
    <fieldset className="form-section">
      <legend>{t('sections.comments')}</legend>
      <FormTextArea name="alergias" label={t('fields.alergias')} maxLength={500} />
      <FormTextArea name="cuidados" label={t('fields.cuidados')} maxLength={500} />
      <FormSelect
        name="tipoSanguineo"
        label={t('fields.tipoSanguineo')}
        placeholder={t('options.select')}
        options={BLOOD_TYPES.map((b) => ({ value: b, label: b }))}
      />
    </fieldset>
  );
}

export function CustomFieldsSection({ fields, locale }: { fields: readonly TCustomField[]; locale: TLocale }) {
  const { t } = useTranslation('account');
  const { pattern: datePlaceholder, hint: dateHint } = useDateHint(locale);
  if (fields.length === 0) return null;
  return (
    <fieldset className="form-section">
      <legend>{t('sections.custom')}</legend>
      {fields.map((field) => {
        const name = `camposPersonalizados.${field.chave}`;
        const common = { name, label: field.rotulo, required: field.flagObrigatorio };
        if (field.tipo === 'select') {
          return (
            <FormSelect
              key={field.id}
              {...common}
              placeholder={t('options.select')}
              options={field.opcoes.map((o) => ({ value: o, label: o }))}
            />
          );
        }
        if (field.tipo === 'date') {
          return <FormText key={field.id} {...common} inputMode="numeric" placeholder={datePlaceholder} hint={dateHint} />;
        }
        return <FormText key={field.id} {...common} inputMode={field.tipo === 'number' ? 'decimal' : undefined} maxLength={500} />;
      })}
    </fieldset>
  );
}

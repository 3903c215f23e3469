import { QueryState } from '../../../components/query-state.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { BannersSection } from './banners-section.tsx';
import { ColoursForm } from './colours-form.tsx';
import { CongregationsSection } from './congregations-section.tsx';
import { DomainsSection } from './domains-section.tsx';
import { ExternalAppsSection } from './external-apps-section.tsx';
import { LegalForm } from './legal-form.tsx';
import { MenuForm } from './menu-form.tsx';
import { ModulesForm } from './modules-form.tsx';
import { useSettings } from './settings-api.ts';
import { TextsForm } from './texts-form.tsx';

/**
 * The church's settings, one section per write of the API (texts, colours, menu, modules, banners, congregations, legal
 * identity, external apps, custom domains), each saved on its own and shown on the church's site at once. Forms are keyed by what they show, so a save refills them.
 */
export function SettingsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const settings = useSettings(church.slug);
  return (
    <>
      <PageHeader title={t('areas.settings')}>
        <p className="muted">{t('settings.intro')}</p>
      </PageHeader>
      <QueryState query={settings} skeleton={<Loader />} isEmpty={() => false}>
        {(data) => (
          <div className="settings-sections">
            <TextsForm key={JSON.stringify([data.nome, data.descricao, data.historia, data.idioma, data.fusoHorario])} settings={data} />
            <ColoursForm key={JSON.stringify(data.visual)} visual={data.visual} />
            <MenuForm key={JSON.stringify(data.menu)} menu={data.menu} />
            <ModulesForm key={JSON.stringify(data.modulos)} modules={data.modulos} />
            <BannersSection banners={data.banners} />
            <CongregationsSection />
            <LegalForm key={JSON.stringify(data.identidadeLegal)} legal={data.identidadeLegal} />
            <ExternalAppsSection />
            <DomainsSection />
          </div>
        )}
      </QueryState>
    </>
  );
}

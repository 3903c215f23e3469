import type { TAdminPlayCatalogue } from '@congrega/contract/admin/play';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCatalogue } from './play-api.ts';

export const PLAY_TABS = ['contents', 'collections', 'plans', 'preview'] as const;
export type PlayTab = (typeof PLAY_TABS)[number];
const tabPath = (tab: PlayTab) => (tab === 'contents' ? 'play-catalogue' : `play-catalogue/${tab}`);

/**
 * The Play catalogue area's frame: its heading, the four parts (contents, collections, plans, what each plan sees)
 * as links, the current one marked, and the catalogue (one answer) handed to the part shown.
 */
export function PlayFrame({ tab, children }: { tab: PlayTab; children: (catalogue: TAdminPlayCatalogue) => ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const catalogue = useCatalogue(church.slug);
  return (
    <>
      <PageHeader title={`${t('areas.playCatalogue')}: ${t(`playCatalogue.tabs.${tab}`)}`}>
        <p className="muted">{t('playCatalogue.intro')}</p>
      </PageHeader>
      <nav aria-label={t('playCatalogue.tabsLabel')} className="content-kinds">
        <ul>
          {PLAY_TABS.map((k) => (
            <li key={k}>
              <Link to={consolePath(lang, church.slug, tabPath(k))} aria-current={k === tab ? 'page' : undefined}>
                {t(`playCatalogue.tabs.${k}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={catalogue} isEmpty={() => false}>
        {children}
      </QueryState>
    </>
  );
}

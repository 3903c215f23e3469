import type {
  TChurchSettings,
  ZChurchLegalBody,
  ZChurchTextsBody,
  ZMenuBody,
  ZModulesBody,
  ZVisualBody,
} from '@congrega/contract/admin/settings';
import type { z } from 'zod';
import { formatCnpj } from '@congrega/contract/cnpj';
import { MODULE_CODES, type TModuleCode } from '@congrega/contract/church';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { churchChanged, moduleName } from '../church/church.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import * as repo from './settings.repository.ts';

/**
 * Church settings (settings view to read, edit to change). Every change is one audited transaction and, after its
 * commit, evicts the church's cached host and bootstrap on every copy (bootstrap.service.ts churchChanged), so the
 * church's site shows it on the next page load.
 */
function toSettings(rows: repo.SettingsRows): TChurchSettings {
  const on = new Set(rows.modules);
  const { razaoSocial, cnpj, cep, logradouro, numero, complemento, bairro, cidade, estado, ...church } = rows.church;
  return {
    ...church,
    identidadeLegal: { razaoSocial, cnpj, cep, logradouro, numero, complemento, bairro, cidade, estado },
    visual: rows.visual ?? { corApp: '#1F4E79', corTexto: '#FFFFFF' },
    menu: rows.menu,
    modulos: MODULE_CODES.map((codigo) => ({ codigo, ativo: on.has(codigo) })),
    banners: rows.banners,
  };
}

export function settingsGet(ctx: AdminContext): Promise<TChurchSettings> {
  return adminRead(ctx, async (tx, church) => toSettings(await repo.readSettingsRows(tx, church.id)));
}

/** One settings write: the part changed (audited before/after), then the settings as they are now. */
async function settingsWrite(
  ctx: AdminContext,
  entidade: string,
  pick: (s: TChurchSettings) => unknown,
  change: (tx: Parameters<Parameters<typeof adminRead>[1]>[0], churchId: number, before: TChurchSettings) => Promise<void>,
): Promise<TChurchSettings> {
  const result = await adminWrite(ctx, { area: 'settings', entidade }, async (tx, church) => {
    const before = toSettings(await repo.readSettingsRows(tx, church.id));
    await change(tx, church.id, before);
    const after = toSettings(await repo.readSettingsRows(tx, church.id));
    return { result: after, audit: { entidadeId: church.id, acao: 'update', antes: pick(before), depois: pick(after) } };
  });
  await churchChanged(ctx.app, ctx.staff.church.id);
  return result;
}

/**
 * The church's texts. `historia` is rich text (the console's rich-text field; the member app's about page renders it
 * as HTML), so it is stored as lib/rich-text.ts makes it, the one sanitizer of staff rich text; blank HTML (an
 * emptied editor) is stored as null. `descricao` stays plain text (page descriptions, structured data, the hero).
 */
export function updateTexts(ctx: AdminContext, body: z.output<typeof ZChurchTextsBody>): Promise<TChurchSettings> {
  const pick = (s: TChurchSettings) => Object.fromEntries(Object.keys(body).map((k) => [k, s[k as keyof TChurchSettings]]));
  const values: Record<string, string | null | undefined> = { ...body };
  if (body.historia) {
    const html = sanitizeRichText(body.historia);
    values.historia = html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : html;
  }
  return settingsWrite(ctx, 'igreja', pick, (tx, churchId) => repo.updateChurchRow(tx, churchId, values as Record<string, string | null>));
}

export function updateVisual(ctx: AdminContext, body: z.output<typeof ZVisualBody>): Promise<TChurchSettings> {
  return settingsWrite(
    ctx,
    'igreja_visual',
    (s) => s.visual,
    (tx, churchId) => repo.upsertVisual(tx, churchId, body as { corApp: string; corTexto: string }),
  );
}

export function updateMenu(ctx: AdminContext, body: z.output<typeof ZMenuBody>): Promise<TChurchSettings> {
  return settingsWrite(
    ctx,
    'igreja_app_menu',
    (s) => s.menu,
    async (tx, churchId) => {
      const ids = body.itens.flatMap((i) => (i.id ? [i.id] : []));
      const known = await repo.menuIdsOf(tx, churchId, ids);
      if (known.length !== new Set(ids).size) throw new AppError('MENU_ITEM_NOT_FOUND');
      await repo.replaceMenu(
        tx,
        churchId,
        body.itens.map((i, ordem) => ({
          id: i.id,
          titulo: i.titulo,
          link: i.link,
          icone: i.icone ?? null,
          flagAtivo: i.flagAtivo ?? true,
          ordem: ordem + 1,
        })),
      );
    },
  );
}

export function updateModules(ctx: AdminContext, body: z.output<typeof ZModulesBody>): Promise<TChurchSettings> {
  const lang = ctx.staff.church.idioma;
  return settingsWrite(
    ctx,
    'igreja_modulo',
    (s) => s.modulos.filter((m) => m.ativo).map((m) => m.codigo),
    (tx, churchId) =>
      repo.replaceModules(
        tx,
        churchId,
        [...new Set(body.ativos)].map((codigo) => ({ codigo, nome: moduleName(codigo as TModuleCode, lang) })),
      ),
  );
}

/**
 * The legal identity the yearly donation receipts print (receipts-runner.ts reads it when it draws them), and the
 * address the member app's "about" page shows. Audited with the CNPJ written as shown (a bare 14-digit value would
 * be masked as if it were a card number).
 */
export function updateLegal(ctx: AdminContext, body: z.output<typeof ZChurchLegalBody>): Promise<TChurchSettings> {
  const pick = (s: TChurchSettings) => ({ ...s.identidadeLegal, cnpj: s.identidadeLegal.cnpj && formatCnpj(s.identidadeLegal.cnpj) });
  return settingsWrite(ctx, 'igreja', pick, (tx, churchId) => repo.updateChurchRow(tx, churchId, body));
}

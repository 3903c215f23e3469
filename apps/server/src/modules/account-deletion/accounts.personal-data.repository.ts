import { and, eq } from 'drizzle-orm';
import { deleteUpload } from '../../lib/image-upload.ts';
import { refreshToken, usuario, usuarioRole } from '../accounts/accounts.schema.ts';
import { pseudonymEmail } from './account-deletion.repository.ts';
import type { PersonalDataHandler } from '../../core/personal-data.ts';

/**
 * The client account itself (runs last). Roles and sessions are deleted; the `usuario` row stays as the pseudonym
 * the kept payments point to: every personal column emptied, a neutral name, an address that names nobody. The
 * shared account (`conta`, `token_acao`) is handled once for all churches by the deletion service
 * (account-deletion.repository.ts tombstoneConta).
 */
export const accountPersonalData: PersonalDataHandler = {
  key: 'cadastro',
  tables: ['usuario', 'usuario_role', 'refresh_token', 'token_acao', 'conta'],
  async exportData({ tx, churchId, usuarioId }) {
    const rows = await tx
      .select()
      .from(usuario)
      .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)));
    const roles = await tx
      .select({ role: usuarioRole.role })
      .from(usuarioRole)
      .where(and(eq(usuarioRole.igrejaId, churchId), eq(usuarioRole.usuarioId, usuarioId)));
    return rows.map(({ igrejaId: _i, contaId: _c, ...profile }) => ({ ...profile, papeis: roles.map((r) => r.role) }));
  },
  async erase({ app, tx, churchId, usuarioId, contaId, now, afterCommit }) {
    await tx.delete(usuarioRole).where(and(eq(usuarioRole.igrejaId, churchId), eq(usuarioRole.usuarioId, usuarioId)));
    await tx.delete(refreshToken).where(and(eq(refreshToken.igrejaId, churchId), eq(refreshToken.contaId, contaId)));
    const [before] = await tx
      .select({ imagem: usuario.imagem })
      .from(usuario)
      .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)));
    await tx
      .update(usuario)
      .set({
        email: pseudonymEmail('usuario'),
        nome: 'Conta excluída',
        sobrenome: '',
        telefone: null,
        dataNascimento: null,
        sexo: null,
        estadoCivil: null,
        dataCasamento: null,
        quantidadeFilhos: null,
        ocupacao: null,
        congregacaoId: null,
        cpf: null,
        cep: null,
        logradouro: null,
        numero: null,
        complemento: null,
        bairro: null,
        cidade: null,
        estado: null,
        pais: null,
        alergias: null,
        cuidados: null,
        tipoSanguineo: null,
        imagem: null,
        camposPersonalizados: {},
        flagAtivo: false,
        atualizadoEm: now,
      })
      .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)));
    const imagem = before?.imagem;
    if (imagem) afterCommit(() => deleteUpload(app.config.dataDir, imagem).then(() => undefined));
  },
};

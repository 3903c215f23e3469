import { ebd as ebdEndpoints } from '@congrega/contract/endpoints/ebd';
import { defineContentKind } from './content-kind.ts';
import { ebd, ebdLicao, ebdTurma } from './content.schema.ts';

/**
 * Sunday school (MOD_EBD): quarters found by slug or id (`/ebd/{ebdSlug}`), searched by their quarter label too; the
 * detail carries the quarter's classes and its published lessons in order (a scheduled one once its time arrived) (lesson texts sanitised like every rich text).
 */
export const ebdKind = defineContentKind({
  endpoints: ebdEndpoints,
  table: ebd,
  extras: { slug: ebd.slug, trimestre: ebd.trimestre, dataInicio: ebd.dataInicio, dataFim: ebd.dataFim },
  search: [ebd.trimestre],
  key: ebd.slug,
  children: {
    turmas: {
      table: ebdTurma,
      igrejaId: ebdTurma.igrejaId,
      parent: ebdTurma.ebdId,
      columns: {
        id: ebdTurma.id,
        nome: ebdTurma.nome,
        faixaEtaria: ebdTurma.faixaEtaria,
        professor: ebdTurma.professor,
        sala: ebdTurma.sala,
        horario: ebdTurma.horario,
      },
      orderBy: [ebdTurma.ordem, ebdTurma.id],
    },
    licoes: {
      table: ebdLicao,
      igrejaId: ebdLicao.igrejaId,
      parent: ebdLicao.ebdId,
      columns: {
        id: ebdLicao.id,
        numero: ebdLicao.numero,
        data: ebdLicao.data,
        titulo: ebdLicao.titulo,
        textoBiblico: ebdLicao.textoBiblico,
        conteudo: ebdLicao.conteudo,
      },
      orderBy: [ebdLicao.numero, ebdLicao.id],
      rich: ['conteudo'],
      hidden: ebdLicao.rascunho,
      showsFrom: ebdLicao.publicarEm,
    },
  },
});

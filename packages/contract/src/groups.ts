import { z } from 'zod';
import { ZId, ZPageQuery } from './common.ts';
import { zOptionalText } from './validators.ts';

/**
 * Small groups (cells), their meetings, join requests and studies (spec sections 3, 4, 7 "Groups and studies";
 * MOD_CELULA). Decided here (the spec leaves them open): the audience codes, the day of the week as 0 (Sunday) to
 * 6, the meeting time as HH:MM, at most GROUPS_LIST_MAX groups in one list, and a request message of at most
 * GROUP_REQUEST_MESSAGE_MAX characters.
 */
export const GROUP_AUDIENCES = ['todos', 'jovens', 'adolescentes', 'casais', 'mulheres', 'homens', 'familias'] as const;
export type TGroupAudience = (typeof GROUP_AUDIENCES)[number];
export const GROUPS_LIST_MAX = 200;
export const GROUP_REQUEST_MESSAGE_MAX = 500;
export const GROUP_SEARCH_MAX = 100;
export const MEETINGS_LIST_MAX = 100;

export const ZChurchSlugParams = z.strictObject({ slug: z.string().min(1).max(100) });
export const ZGroupParams = z.strictObject({ id: ZId });
export const ZMeetingParams = z.strictObject({ id: ZId, meetingId: ZId });
export const ZJoinRequestParams = z.strictObject({ slug: z.string().min(1).max(100), id: ZId });

/** GET /igreja/{slug}/celula/: `usuario=1` lists only the caller's groups (login needed); the rest filter. */
export const ZGroupListQuery = z.strictObject({
  usuario: z.enum(['0', '1'], { error: 'validation.invalid' }).optional(),
  publico: z.enum(GROUP_AUDIENCES, { error: 'validation.invalid' }).optional(),
  diaSemana: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.invalid')
    .max(6, 'validation.invalid')
    .optional(),
  bairro: zOptionalText(GROUP_SEARCH_MAX),
  busca: zOptionalText(GROUP_SEARCH_MAX),
});
export type TGroupListQuery = z.input<typeof ZGroupListQuery>;

const ZPerson = z.object({ nome: z.string(), imagem: z.string().nullable() }).meta({ id: 'GroupPerson' });

/**
 * A group as the list shows it. `membro`/`solicitacaoPendente` are the caller's (false for visitors). `lideres`: every
 * leader in the order the church named them; `lider` is the first (the spec's one leader), null when it has none.
 */
export const ZGroupSummary = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    publico: z.enum(GROUP_AUDIENCES),
    diaSemana: z.number().int(),
    horario: z.string(),
    bairro: z.string().nullable(),
    cidade: z.string().nullable(),
    imagem: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    lider: ZPerson.nullable(),
    lideres: z.array(ZPerson),
    membro: z.boolean(),
    solicitacaoPendente: z.boolean(),
  })
  .meta({ id: 'GroupSummary' });
export type TGroupSummary = z.infer<typeof ZGroupSummary>;

/** The list and the neighbourhoods of all the church's active groups (for the filter). */
export const ZGroupList = z.object({ celulas: z.array(ZGroupSummary), bairros: z.array(z.string()) }).meta({ id: 'GroupList' });
export type TGroupList = z.infer<typeof ZGroupList>;

export const ZGroupAddress = z
  .object({
    cep: z.string().nullable(),
    logradouro: z.string().nullable(),
    numero: z.string().nullable(),
    complemento: z.string().nullable(),
    bairro: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
  })
  .meta({ id: 'GroupAddress' });

/** GET /celula/{id}: `souLider` when the caller is one of its leaders (they may answer its requests). */
export const ZGroupDetail = ZGroupSummary.extend({
  descricao: z.string().nullable(),
  responsavel: z.string().nullable(),
  endereco: ZGroupAddress,
  quantidadeMembros: z.number().int(),
  souLider: z.boolean(),
}).meta({ id: 'GroupDetail' });
export type TGroupDetail = z.infer<typeof ZGroupDetail>;

export const JOIN_REQUEST_STATUSES = ['pendente', 'aceita', 'recusada'] as const;
export type TJoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** POST /igreja/{slug}/solicitacao-celula/admissao */
export const ZJoinRequestBody = z
  .strictObject({ idCelula: ZId, mensagem: zOptionalText(GROUP_REQUEST_MESSAGE_MAX) })
  .meta({ id: 'GroupJoinRequestBody' });
export type TJoinRequestBody = z.input<typeof ZJoinRequestBody>;

export const ZJoinRequest = z
  .object({ id: z.number().int(), idCelula: z.number().int(), status: z.enum(JOIN_REQUEST_STATUSES), dataCadastro: z.string() })
  .meta({ id: 'GroupJoinRequest' });
export type TJoinRequest = z.infer<typeof ZJoinRequest>;

/** PUT /igreja/{slug}/solicitacao-celula/{id}: the leader's (or staff's) answer. */
export const ZJoinAnswerBody = z
  .strictObject({ status: z.enum(['aceita', 'recusada'], { error: 'validation.invalid' }) })
  .meta({ id: 'GroupJoinAnswerBody' });
export type TJoinAnswerBody = z.input<typeof ZJoinAnswerBody>;

/** A pending request as its group's leader sees it: the requester's name and contact. */
export const ZJoinRequestForLeader = ZJoinRequest.extend({
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  mensagem: z.string().nullable(),
}).meta({ id: 'GroupJoinRequestForLeader' });
export type TJoinRequestForLeader = z.infer<typeof ZJoinRequestForLeader>;
export const ZJoinRequestList = z.object({ solicitacoes: z.array(ZJoinRequestForLeader) }).meta({ id: 'GroupJoinRequestList' });

const ZStudyRef = z.object({ id: z.number().int(), titulo: z.string() }).meta({ id: 'StudyRef' });

/** A meeting record (reuniao-registro) of a group. */
export const ZMeeting = z
  .object({
    id: z.number().int(),
    idCelula: z.number().int(),
    dataInicio: z.string(),
    dataFim: z.string().nullable(),
    tema: z.string().nullable(),
    estudo: ZStudyRef.nullable(),
    /** Members marked present (0 for meetings recorded without attendance) and the visitors counted. */
    presentes: z.number().int(),
    visitantes: z.number().int(),
  })
  .meta({ id: 'Meeting' });
export type TMeeting = z.infer<typeof ZMeeting>;
export const ZMeetingList = z.object({ reunioes: z.array(ZMeeting) }).meta({ id: 'MeetingList' });
export const ZMeetingDetail = ZMeeting.extend({
  observacao: z.string().nullable(),
  celula: z.string(),
  nomesVisitantes: z.array(z.string()),
  /** Who came, by name: only to the cell's leader and staff (null for the other members). */
  presencas: z.array(z.object({ usuarioId: z.number().int(), nome: z.string(), presente: z.boolean() })).nullable(),
  /** The caller may change or delete it now (a leader of the cell within the window, or staff). */
  editavel: z.boolean(),
}).meta({ id: 'MeetingDetail' });
export type TMeetingDetail = z.infer<typeof ZMeetingDetail>;

export const ZStudySummary = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    resumo: z.string().nullable(),
    imagem: z.string().nullable(),
    flagConteudoPublico: z.boolean(),
    dataPublicacao: z.string(),
  })
  .meta({ id: 'StudySummary' });
export type TStudySummary = z.infer<typeof ZStudySummary>;

export const ZStudyListQuery = ZPageQuery.strict();
export const ZStudyList = z
  .object({ estudos: z.array(ZStudySummary), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: 'StudyList' });
export type TStudyList = z.infer<typeof ZStudyList>;

export const ZStudyAttachment = z.object({ nome: z.string(), url: z.string() }).meta({ id: 'StudyAttachment' });
/** GET /estudo/{id}: `conteudo` is HTML the server sanitised (an allow-list of text tags and http(s) links). */
export const ZStudy = ZStudySummary.extend({ conteudo: z.string(), anexos: z.array(ZStudyAttachment) }).meta({ id: 'Study' });
export type TStudy = z.infer<typeof ZStudy>;

/** GET /configuracao-estudo: the church's title and introduction of its studies page (null: the app's own). */
export const ZStudyConfig = z.object({ titulo: z.string().nullable(), descricao: z.string().nullable() }).meta({ id: 'StudyConfig' });
export type TStudyConfig = z.infer<typeof ZStudyConfig>;

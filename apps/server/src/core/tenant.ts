/** What every request needs to know about its tenant. */
export interface TenantChurch {
  id: number;
  slug: string;
  codigo: string;
  nome: string;
  idioma: string;
  moeda: string;
  /** IANA zone as stored (read it through the contract's resolveTimeZone). */
  fusoHorario: string;
  flagAtivo: boolean;
  organizacaoId: number | null;
}

/**
 * The sandbox's documented test cards (README "Test cards"): the number picks the outcome, as in real
 * providers' sandboxes. Any other valid number is approved.
 */
export type SandboxCardOutcome = 'aprovado' | 'recusado' | 'em_analise' | 'dados_invalidos';

export const SANDBOX_TEST_CARDS: Record<string, SandboxCardOutcome> = {
  '4111111111111111': 'aprovado',
  '5555555555554444': 'aprovado',
  '4000000000000002': 'recusado',
  '5105105105105100': 'recusado',
  '4000000000000101': 'em_analise',
  '4000000000000119': 'dados_invalidos',
};

export function sandboxCardOutcome(number: string): SandboxCardOutcome {
  return SANDBOX_TEST_CARDS[number] ?? 'aprovado';
}

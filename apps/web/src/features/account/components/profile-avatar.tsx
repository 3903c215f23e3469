import type { TClientAccount } from '@congrega/contract/user';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** First letters of the first and last name ("Maria Silva" -> "MS"). */
export function initials(nome: string | undefined, sobrenome: string | undefined): string {
  const first = (value: string | undefined) => (value?.trim() ? (Array.from(value.trim())[0] ?? '') : '');
  return `${first(nome)}${first(sobrenome)}`.toUpperCase();
}

/** Profile picture, or a placeholder with the initials while there is none. */
export function ProfileAvatar({ client }: { client: TClientAccount | null }) {
  const { t } = useTranslation('account');
  if (client?.imagem) {
    return (
      <span className="avatar">
        <img src={client.imagem} alt={t('menu.photo')} width="72" height="72" />
      </span>
    );
  }
  return (
    <span className="avatar" role="img" aria-label={t('menu.photo')}>
      <span aria-hidden="true">{initials(client?.nome, client?.sobrenome)}</span>
    </span>
  );
}

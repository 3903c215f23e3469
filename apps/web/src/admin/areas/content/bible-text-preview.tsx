import { findBibleReferences, formatBibleReference } from '@congrega/contract/bible-reference';
import { matchLocale } from '@congrega/contract/locale';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';

/**
 * A lesson's key Bible text as the member page reads it (components/bible-reference-text.tsx, in the church's
 * language, the one its members most likely read): each reference it recognises marked, and the passages the
 * member's links open named in full in the console's language. The console frames no reader, so nothing links.
 */
export function BibleTextPreview({ text }: { text: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const matches = findBibleReferences(text, matchLocale(church.idioma) ?? lang);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.start > at) parts.push(text.slice(at, match.start));
    parts.push(<cite key={match.start}>{text.slice(match.start, match.end)}</cite>);
    at = match.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <span className="bible-text-preview">
      {t('content.ebd.keyText')} {parts}
      {matches.length ? <span className="muted"> ({matches.map((m) => formatBibleReference(m.reference, lang)).join('; ')})</span> : null}
    </span>
  );
}

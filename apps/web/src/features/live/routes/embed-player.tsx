import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Player } from '../components/player.tsx';
import { embedPlayerSource } from '../../../lib/player-source.ts';
import '../live.css';

/**
 * /embed/player?service=&code=&url= : the player alone. `html` (a provider's embed markup) is never injected as
 * HTML: its iframe's src is read and played only when it is one of the allowed providers.
 */
export function Component() {
  const { t } = useTranslation('live');
  useDocumentTitle(t('player.title'));
  const [query] = useSearchParams();
  const html = query.get('html');
  const fromHtml = html ? /src=["']([^"']+)["']/.exec(html)?.[1] : undefined;
  const source = embedPlayerSource(query) ?? (fromHtml ? providerFromUrl(fromHtml) : undefined);
  return <Player source={source} title={t('player.title')} />;
}

/** A provider's embed URL from `html`, accepted only on the allowed player hosts. */
function providerFromUrl(src: string) {
  try {
    const url = new URL(src);
    const allowed = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com', 'www.facebook.com'];
    if (url.protocol !== 'https:' || !allowed.includes(url.hostname)) return undefined;
    if (url.hostname === 'www.youtube.com') url.hostname = 'www.youtube-nocookie.com';
    return { kind: 'iframe' as const, src: url.toString() };
  } catch {
    return undefined;
  }
}

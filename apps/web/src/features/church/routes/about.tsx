import './about.css';
import { GALLERY_SIZES, HERO_HEIGHT, HERO_WIDTH } from '@congrega/contract/media';
import { RichText } from '../../../components/rich-text.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ICON_PATHS } from '../../../components/ui/icons.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { safeUrl } from '../../../lib/safe-url.ts';
import { directionsUrl, formatAddress } from '../../../lib/maps.ts';

const SOCIAL_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  x: 'X',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

function whatsappUrl(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : undefined;
}

/** About us (spec): history, the church, contact, location with how-to-get-there, social networks. */
export function Component() {
  const { t } = useTranslation('church');
  const { igreja } = useBootstrap();
  useDocumentTitle(t('about.title'));
  const address = formatAddress([
    formatAddress([igreja.logradouro, igreja.numero]),
    igreja.complemento,
    igreja.bairro,
    formatAddress([igreja.cidade, igreja.estado]).replace(', ', ' - '),
    igreja.cep,
  ]);
  const directions = directionsUrl(
    { name: igreja.nome, latitude: igreja.latitude, longitude: igreja.longitude, address },
    navigator.userAgent,
  );
  const socials = Object.entries(igreja.redesSociais)
    .map(([network, url]) => ({ network, href: safeUrl(url) }))
    .filter((s): s is { network: string; href: string } => !!s.href);
  const site = safeUrl(igreja.site);
  const whatsapp = igreja.whatsapp ? whatsappUrl(igreja.whatsapp) : undefined;
  const hasContact = igreja.email || igreja.telefone || whatsapp || site;

  return (
    <article className="about">
      <h1>{t('about.title')}</h1>

      {igreja.historia ? (
        <section aria-labelledby="about-history" className="section">
          <h2 id="about-history">{t('about.history')}</h2>
          <RichText html={igreja.historia} className="prose" />
        </section>
      ) : null}

      <section aria-labelledby="about-church" className="section">
        <h2 id="about-church">{t('about.church')}</h2>
        <p className="prose">{igreja.descricao ?? igreja.nome}</p>
        {igreja.imagens.length > 0 ? (
          <ul className="gallery">
            {igreja.imagens.map((src, i) => (
              <li key={src}>
                {/* The first photo is often the largest paint of the page (preloaded from the served HTML): not lazy. */}
                <ResponsiveImage
                  src={src}
                  sizes={GALLERY_SIZES}
                  alt={t('about.photo', { n: i + 1, church: igreja.nome })}
                  width={HERO_WIDTH}
                  height={HERO_HEIGHT}
                  {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {hasContact ? (
        <section aria-labelledby="about-contact" className="section">
          <h2 id="about-contact">{t('about.contact')}</h2>
          <dl className="contact-list">
            {igreja.email ? (
              <>
                <dt>{t('about.email')}</dt>
                <dd>
                  <a href={`mailto:${igreja.email}`}>{igreja.email}</a>
                </dd>
              </>
            ) : null}
            {igreja.telefone ? (
              <>
                <dt>{t('about.phone')}</dt>
                <dd>
                  <a href={`tel:${igreja.telefone.replace(/[^\d+]/g, '')}`}>{igreja.telefone}</a>
                </dd>
              </>
            ) : null}
            {whatsapp ? (
              <>
                <dt>WhatsApp</dt>
                <dd>
                  <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                    {igreja.whatsapp}
                  </a>
                </dd>
              </>
            ) : null}
            {site ? (
              <>
                <dt>{t('about.site')}</dt>
                <dd>
                  <a href={site} target="_blank" rel="noopener noreferrer">
                    {site.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}

      {address || directions ? (
        <section aria-labelledby="about-location" className="section">
          <h2 id="about-location">{t('about.location')}</h2>
          {address ? <address className="address">{address}</address> : null}
          {directions ? (
            <a href={directions} className="btn btn-primary" target="_blank" rel="noopener noreferrer">
              <Icon d={ICON_PATHS.mapPin} />
              <span>{t('about.directions')}</span>
              <span className="sr-only"> ({t('about.opensMaps')})</span>
            </a>
          ) : null}
        </section>
      ) : null}

      {socials.length > 0 ? (
        <section aria-labelledby="about-social" className="section">
          <h2 id="about-social">{t('about.social')}</h2>
          <ul className="chip-list">
            {socials.map(({ network, href }) => (
              <li key={network}>
                <a href={href} className="chip" target="_blank" rel="noopener noreferrer">
                  {SOCIAL_NAMES[network.toLowerCase()] ?? network}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

import { Link } from 'react-router';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { LatestContent as TLatestContent } from '../api/get-latest-content.ts';
import './next-events.css';

/** Church home's latest devotional (title, passage, summary) and news (date and title), each linking to its page. */
export function LatestContent({ content: { devotional, news } }: { content: TLatestContent }) {
  const { t } = useTranslation('church');
  return (
    <>
      {devotional ? (
        <section className="section home-devotional" aria-labelledby="home-devotional">
          <h2 id="home-devotional">{t('home.devotionalTitle')}</h2>
          <div className="home-event">
            <p className="home-event-when">
              {formatMoment(devotional.dataPublicacao)}
              {devotional.passagem ? ` · ${devotional.passagem}` : ''}
            </p>
            <Link to={`/devotionals/${devotional.id}`} className="home-event-title">
              {devotional.titulo}
            </Link>
            {devotional.resumo ? <p>{devotional.resumo}</p> : null}
          </div>
          <p>
            <Link to="/devotionals">{t('home.allDevotionals')}</Link>
          </p>
        </section>
      ) : null}
      {news ? (
        <section className="section home-news" aria-labelledby="home-news">
          <h2 id="home-news">{t('home.newsTitle')}</h2>
          <ul className="home-event-list">
            {news.map((item) => (
              <li key={item.id} className="home-event">
                <p className="home-event-when">{formatMoment(item.dataPublicacao)}</p>
                <Link to={`/news/${item.id}`} className="home-event-title">
                  {item.titulo}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/news">{t('home.allNews')}</Link>
        </section>
      ) : null}
    </>
  );
}

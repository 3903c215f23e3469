import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { BandSong } from '../components/band-song.tsx';
import '../praise.css';

/** /praise/{praiseId}: one song of the church, with band mode (`?band=<code>`). */
export function Component() {
  const { praiseId } = useParams();
  const { t } = useTranslation('praise');
  return (
    <>
      <p className="praise-back">
        <Link to="/praise">{t('back')}</Link>
      </p>
      <BandSong id={Number(praiseId)} />
    </>
  );
}

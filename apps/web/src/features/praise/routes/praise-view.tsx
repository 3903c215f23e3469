import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PraiseViewer } from '../components/praise-view.tsx';
import '../praise.css';

/** /praise/{praiseId}: one song of the church. */
export function Component() {
  const { praiseId } = useParams();
  const { t } = useTranslation('praise');
  return (
    <>
      <p className="praise-back">
        <Link to="/praise">{t('back')}</Link>
      </p>
      <PraiseViewer id={Number(praiseId)} />
    </>
  );
}

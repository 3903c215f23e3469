import { useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { errorKindFromMessage, ErrorView } from '../components/error-view.tsx';

/** /error?message=<key> and every unknown path (spec: any other path shows the error page). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const kind = errorKindFromMessage(params.get('message'), pathname === '/error' ? 'generic' : 'notFound');
  useDocumentTitle(t(kind === 'notFound' ? 'error.notFoundTitle' : 'error.title'));
  return <ErrorView kind={kind} />;
}

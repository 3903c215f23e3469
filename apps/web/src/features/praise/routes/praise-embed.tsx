import { useSearchParams } from 'react-router';
import { PraiseViewer } from '../components/praise-view.tsx';
import '../praise.css';

/** /embed/praise?praiseId=&embedColor= (spec section 2): the praise view framed in another site, in its colour. */
export function Component() {
  const [search] = useSearchParams();
  const color = search.get('embedColor');
  const accent = color && /^#?[0-9a-fA-F]{3,8}$/.test(color) ? (color.startsWith('#') ? color : `#${color}`) : undefined;
  return <PraiseViewer id={Number(search.get('praiseId'))} accent={accent} />;
}

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Captions under signed links: a <track> fetches its file only when first shown, so captions first turned on after a
 * long pause meet an expired link. The track's error asks once for fresh links (the video itself keeps playing; the
 * player shows the fresh track again). When the fresh link fails too, `failed` turns true, so the player says the
 * captions could not load instead of failing silently. `trackRef` goes on every <track>.
 */
export function useCaptionRefresh(onExpired: (() => void) | undefined) {
  const [failed, setFailed] = useState(false);
  const retried = useRef(false);
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  });
  const trackRef = useCallback((node: HTMLTrackElement | null) => {
    if (!node) return;
    const onError = () => {
      if (retried.current || !expired.current) {
        setFailed(true);
        return;
      }
      retried.current = true;
      expired.current();
    };
    const onLoad = () => {
      retried.current = false;
      setFailed(false);
    };
    node.addEventListener('error', onError);
    node.addEventListener('load', onLoad);
    return () => {
      node.removeEventListener('error', onError);
      node.removeEventListener('load', onLoad);
    };
  }, []);
  return { failed, trackRef };
}

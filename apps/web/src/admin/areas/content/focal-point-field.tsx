import type { MouseEvent } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { focalPosition } from '../../../components/content-article.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useFieldErrorText } from '../../../lib/zod-form-resolver.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

const CENTRE = { x: 0.5, y: 0.5 };
const unit = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));

/**
 * The cover's focal point (x, y from 0 to 1: where the member app's crops centre), bound to the form by `name`: a
 * click on the image puts it there, and two sliders move it with the keyboard (what the mouse does, announced as
 * percentages). Shown only once the form has an image (`imageName`); the crop below previews the member's cover.
 */
export function FocalPointField({ name, imageName }: { name: string; imageName: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useFieldErrorText();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const imagem = useWatch({ control, name: imageName }) as string | undefined;
  if (!imagem || !imagem.startsWith('/media/')) return null;
  const point = (field.value as { x: number; y: number } | null) ?? CENTRE;
  const set = (next: { x: number; y: number }) => field.onChange({ x: unit(next.x), y: unit(next.y) });
  const onPick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    set({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };
  const error = errorText(fieldState.error);
  return (
    <fieldset className="focal-point">
      <legend>{t('content.focal.legend')}</legend>
      <p className="muted">{t('content.focal.hint')}</p>
      <button type="button" className="focal-point-image" onClick={onPick} aria-label={t('content.focal.pick')} tabIndex={-1}>
        <img src={imagem} alt="" />
        <span className="focal-point-mark" style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }} aria-hidden="true" />
      </button>
      <div className="focal-point-sliders">
        {(['x', 'y'] as const).map((axis) => (
          <label key={axis} className="field">
            <span className="field-label">{t(`content.focal.${axis}`)}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={Math.round(point[axis] * 100)}
              aria-valuetext={`${Math.round(point[axis] * 100)}%`}
              onChange={(e) => set({ ...point, [axis]: Number(e.target.value) / 100 })}
            />
          </label>
        ))}
      </div>
      <Button variant="ghost" className="btn-sm" onClick={() => field.onChange(null)}>
        {t('content.focal.centre')}
      </Button>
      <p className="muted">{t('content.focal.crop')}</p>
      <img className="focal-point-crop" src={imagem} alt="" style={{ objectPosition: focalPosition(point) }} />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import * as prayer from '@congrega/contract/endpoints/prayer';
import type { TMyPrayer, TPrayerCreateValues } from '@congrega/contract/prayer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';

export interface NewPrayer {
  values: TPrayerCreateValues;
  image: File | null;
}

/** The multipart body of POST /oracao/: booleans as "true"/"false", the image as the `imagem` file part. */
export function toPrayerFormData({ values, image }: NewPrayer): FormData {
  const form = new FormData();
  form.set('mensagem', values.mensagem);
  if (values.idOracaoMotivo !== undefined) form.set('idOracaoMotivo', String(values.idOracaoMotivo));
  form.set('flagPublicarMural', String(values.flagPublicarMural));
  form.set('flagReceberLigacao', String(values.flagReceberLigacao));
  form.set('flagReceberVisita', String(values.flagReceberVisita));
  if (image) form.set('imagem', image, image.name);
  return form;
}

/**
 * POST /oracao/. A network failure must not send the user to the error page: the form, with everything
 * typed and the chosen image, has to stay so the request can be sent again.
 */
export function createPrayer(input: NewPrayer): Promise<TMyPrayer> {
  return apiCall(prayer.createPrayer, { body: toPrayerFormData(input) }, { navigateOnNetworkError: false });
}

export function useCreatePrayer() {
  const queryClient = useQueryClient();
  const scope = usePrayerScope();
  return useMutation({
    mutationFn: createPrayer,
    // The wall (when published) and "my requests" gain an item; they refresh when next shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prayerKeys.walls(scope.slug), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: prayerKeys.mine(scope), refetchType: 'none' });
    },
  });
}

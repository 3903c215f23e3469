import { useEffect, useRef, useState } from 'react';
import type { ZAddressBody } from '@congrega/contract/household';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { lookupPostcode } from '../api/postcode.ts';

export type PostcodeStatus = 'idle' | 'searching' | 'found' | 'notFound' | 'unavailable';

/** Time the user may pause between keys before the code is looked up. */
export const POSTCODE_DEBOUNCE_MS = 400;

/** The code to look up once it is complete: a CEP's 8 digits, another country's code from 3 characters. */
export function completeCode(pais: string, text: string): string | null {
  const trimmed = text.trim();
  if (pais === 'BR') return /^\d{5}-?\d{3}$/.test(trimmed) ? trimmed.replace('-', '') : null;
  return /^[A-Za-z0-9][A-Za-z0-9 -]{2,11}$/.test(trimmed) ? trimmed.toUpperCase() : null;
}

type AddressForm = UseFormReturn<z.input<typeof ZAddressBody>, unknown, z.output<typeof ZAddressBody>>;

/**
 * Fills street, neighbourhood, city and state as the user types a postcode: once the code is complete and the
 * typing paused (debounced), one lookup; typing on cancels the lookup in flight (AbortController), so an older
 * answer never overwrites a newer code. Only what the service knows is filled, and everything stays editable:
 * when the service is down, not configured or does not know the code, the user simply types the address.
 * The code the form opened with is not looked up again (an address being edited keeps what was saved).
 */
export function usePostcodeFill(form: AddressForm): PostcodeStatus {
  const pais = String(useWatch({ control: form.control, name: 'pais' }) ?? 'BR');
  const cep = String(useWatch({ control: form.control, name: 'cep' }) ?? '');
  const code = completeCode(pais, cep);
  const key = code ? `${pais}:${code}` : null;
  const initial = useRef(key);
  const [result, setResult] = useState<{ key: string; status: PostcodeStatus } | null>(null);

  useEffect(() => {
    if (!key || !code || key === initial.current) return;
    initial.current = null;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResult({ key, status: 'searching' });
      lookupPostcode(pais, code, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          const set = (name: 'logradouro' | 'bairro' | 'cidade' | 'estado', value: string | null) => {
            if (value) form.setValue(name, value, { shouldValidate: true, shouldDirty: true });
          };
          set('logradouro', found.logradouro);
          set('bairro', found.bairro);
          set('cidade', found.cidade);
          set('estado', found.estado);
          setResult({ key, status: 'found' });
        },
        (err: unknown) => {
          if (controller.signal.aborted) return;
          setResult({ key, status: err instanceof ApiError && err.code === 'POSTCODE_NOT_FOUND' ? 'notFound' : 'unavailable' });
        },
      );
    }, POSTCODE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, code, pais, form]);

  return result && result.key === key ? result.status : 'idle';
}

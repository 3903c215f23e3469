import { z } from 'zod';
import type { ContentItemAnswer } from './content-api.ts';
import type { ConsoleContentKind } from './content-kinds.ts';

/**
 * The editor's inputs <-> the contract's body of a kind. Every text input is a string (blank optional ones are sent
 * as null), the tags are typed comma-separated, the focal point is the picker's value (null: the centre).
 */
export type ContentFormValues = {
  titulo: string;
  resumo: string;
  conteudo: string;
  autor: string;
  imagem: string;
  imagemAlt: string;
  imagemFoco: { x: number; y: number } | null;
  tags: string;
} & Record<string, unknown>;

const OPTIONAL = ['resumo', 'autor', 'imagem', 'imagemAlt'] as const;

export function contentFormValues(kind: ConsoleContentKind, item: ContentItemAnswer | undefined): ContentFormValues {
  const own = Object.fromEntries(kind.own.map((field) => [field, typeof item?.[field] === 'string' ? item[field] : '']));
  return {
    titulo: item?.titulo ?? '',
    resumo: item?.resumo ?? '',
    conteudo: item?.conteudo ?? '',
    autor: item?.autor ?? '',
    imagem: item?.imagem ?? '',
    imagemAlt: item?.imagemAlt ?? '',
    imagemFoco: item?.imagemFoco ?? null,
    tags: (item?.tags ?? []).join(', '),
    ...own,
  };
}

/** The kind's body schema behind the form's strings (the form validates exactly the body it sends). */
export function contentFormSchema<S extends z.ZodType>(kind: ConsoleContentKind, body: S) {
  return z.preprocess((values) => {
    const v = values as ContentFormValues;
    const blanks = [...OPTIONAL, ...kind.own].map((field) => [
      field,
      typeof v[field] === 'string' && !(v[field] as string).trim() ? null : v[field],
    ]);
    const tags = v.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    return { ...v, ...Object.fromEntries(blanks), tags, imagemFoco: v.imagem.trim() ? v.imagemFoco : null };
  }, body) as unknown as z.ZodType<z.output<S>, ContentFormValues>;
}

/** The form's field of a server error path: a tag's (`tags.2`) is the tags input, a focal point's the picker. */
export function contentFieldOf(path: string): string {
  return path.split('.')[0]!;
}

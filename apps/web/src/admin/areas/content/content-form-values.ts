import { z } from 'zod';
import type { ContentItemAnswer } from './content-api.ts';
import type { ConsoleContentKind, OwnField } from './content-kinds.ts';

/**
 * The editor's inputs <-> the contract's body of a kind. Every text input is a string (blank optional ones are sent
 * as null), the tags are typed comma-separated, the focal point is the picker's value (null: the centre); of the
 * kind's own fields a count is typed (blank: none), a choice (type, ministry) is its id, social links are rows
 * (blank rows dropped).
 */
export type SocialLink = { rede: string; url: string };
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

function ownValue(field: OwnField, value: unknown): unknown {
  if (field.type === 'social') return Array.isArray(value) ? (value as SocialLink[]).map((l) => ({ rede: l.rede, url: l.url })) : [];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

export function contentFormValues(kind: ConsoleContentKind, item: ContentItemAnswer | undefined): ContentFormValues {
  const own = Object.fromEntries(kind.own.map((field) => [field.name, ownValue(field, item?.[field.name])]));
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

const blank = (v: unknown) => typeof v === 'string' && !v.trim();

/** An own field's input as the body sends it. */
function ownBody(field: OwnField, value: unknown): unknown {
  if (field.type === 'social')
    return ((value as SocialLink[] | undefined) ?? [])
      .filter((l) => l.rede.trim() || l.url.trim())
      .map((l) => ({ rede: l.rede, url: l.url }));
  if (field.type === 'count' || field.type === 'media') return blank(value) ? null : Number(value);
  // A required choice or file left blank stays blank: the contract's message says it is required.
  if (field.required) return value;
  return blank(value) ? null : value;
}

/** The kind's body schema behind the form's strings (the form validates exactly the body it sends). */
export function contentFormSchema<S extends z.ZodType>(kind: ConsoleContentKind, body: S) {
  return z.preprocess((values) => {
    const v = values as ContentFormValues;
    const blanks = OPTIONAL.map((field) => [field, blank(v[field]) ? null : v[field]]);
    const own = kind.own.map((field) => [field.name, ownBody(field, v[field.name])]);
    const tags = v.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    return { ...v, ...Object.fromEntries(blanks), ...Object.fromEntries(own), tags, imagemFoco: v.imagem.trim() ? v.imagemFoco : null };
  }, body) as unknown as z.ZodType<z.output<S>, ContentFormValues>;
}

/**
 * The form's field of a server error path: a tag's (`tags.2`) is the tags input, a focal point's the picker, a social
 * link's part (`redesSociais.1.url`) its own input.
 */
export function contentFieldOf(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'redesSociais' && parts.length === 3) return path;
  return parts[0]!;
}

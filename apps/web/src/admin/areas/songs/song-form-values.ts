import { ZAdminSongBody, type TAdminSong } from '@congrega/contract/admin/songs';
import type { TScoreFile } from '@congrega/contract/praise';
import { blanksAsNull } from '../../kit/admin-form.tsx';

/** The song form's values (strings for every text input) <-> the contract's body: blanks are sent as null. */
export type SongFormValues = {
  titulo: string;
  subtitulo: string;
  autor: string;
  grupo: string;
  tema: string;
  ritmo: string;
  tom: string;
  cifra: string;
  partituras: TScoreFile[];
  ativo: boolean;
};

const OPTIONAL = ['subtitulo', 'autor', 'grupo', 'tema', 'ritmo', 'tom', 'cifra'] as const;

export const songFormSchema = blanksAsNull(ZAdminSongBody, OPTIONAL);

export function songFormValues(song: TAdminSong | undefined): SongFormValues {
  return {
    titulo: song?.titulo ?? '',
    subtitulo: song?.subtitulo ?? '',
    autor: song?.autor ?? '',
    grupo: song?.grupo ?? '',
    tema: song?.tema ?? '',
    ritmo: song?.ritmo ?? '',
    tom: song?.tom ?? '',
    cifra: song?.cifra ?? '',
    partituras: song?.partituras ?? [],
    ativo: song?.ativo ?? true,
  };
}

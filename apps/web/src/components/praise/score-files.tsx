import type { TScoreFile } from '@congrega/contract/praise';
import './praise-sheet.css';

/** Sheet music: images shown in the page, PDFs as links that open them. */
export function ScoreFiles({ files }: { files: readonly TScoreFile[] }) {
  return (
    <ul className="praise-scores">
      {files.map((f) =>
        f.tipo === 'imagem' ? (
          <li key={f.url}>
            <img src={f.url} alt={f.nome} loading="lazy" />
          </li>
        ) : (
          <li key={f.url}>
            <a href={f.url} target="_blank" rel="noopener noreferrer">
              {f.nome} (PDF)
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

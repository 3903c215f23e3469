import { useId } from 'react';
import './attendance-chart.css';

/** One meeting of the chart: its date (already formatted), the roster then, the members who came, the visitors. */
export interface AttendancePoint {
  key: number;
  label: string;
  members: number;
  present: number;
  visitors: number;
}

export interface AttendanceTexts {
  title: string;
  /** One sentence read by screen readers in place of the drawing (the table below says it all). */
  summary: string;
  date: string;
  present: string;
  visitors: string;
  roster: string;
  showTable: string;
}

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 10, right: 8, bottom: 28, left: 28 };

/**
 * Attendance over time as a plain SVG (no chart library): a bar per meeting, members present, visitors stacked on
 * top, and the roster of that day as a dashed outline. The drawing is one labelled image; the same figures follow
 * in a table (behind a disclosure) for screen readers, keyboards and anyone who prefers numbers.
 */
export function AttendanceChart({ points, texts }: { points: AttendancePoint[]; texts: AttendanceTexts }) {
  const id = useId();
  const max = Math.max(1, ...points.map((p) => Math.max(p.members, p.present + p.visitors)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(points.length, 1);
  const barW = Math.max(4, Math.min(36, slot * 0.6));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const labelEvery = Math.ceil(points.length / 8);
  const ticks = [0, Math.round(max / 2), max].filter((v, i, all) => all.indexOf(v) === i);
  return (
    <figure className="attendance-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{texts.title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <desc id={`${id}-desc`}>{texts.summary}</desc>
        {ticks.map((v) => (
          <g key={v}>
            <line className="grid-line" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
              {v}
            </text>
          </g>
        ))}
        {points.map((p, i) => {
          const x = PAD.left + slot * i + (slot - barW) / 2;
          return (
            <g key={p.key}>
              {p.members > 0 ? <rect className="bar-roster" x={x} y={y(p.members)} width={barW} height={y(0) - y(p.members)} /> : null}
              <rect className="bar-present" x={x} y={y(p.present)} width={barW} height={y(0) - y(p.present)} />
              <rect
                className="bar-visitors"
                x={x}
                y={y(p.present + p.visitors)}
                width={barW}
                height={y(p.present) - y(p.present + p.visitors)}
              />
              {i % labelEvery === 0 ? (
                <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle">
                  {p.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="attendance-legend" aria-hidden="true">
        <li>
          <span aria-hidden="true" className="swatch-present" />
          {texts.present}
        </li>
        <li>
          <span aria-hidden="true" className="swatch-visitors" />
          {texts.visitors}
        </li>
        <li>
          <span aria-hidden="true" className="swatch-roster" />
          {texts.roster}
        </li>
      </ul>
      <details>
        <summary>{texts.showTable}</summary>
        <div className="attendance-table-wrap">
          <table className="attendance-table">
            <caption className="sr-only">{texts.title}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.date}</th>
                <th scope="col">{texts.present}</th>
                <th scope="col">{texts.visitors}</th>
                <th scope="col">{texts.roster}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.key}>
                  <th scope="row">{p.label}</th>
                  <td>{p.present}</td>
                  <td>{p.visitors}</td>
                  <td>{p.members}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

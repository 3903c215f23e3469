import 'uplot/dist/uPlot.min.css';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useConsole } from '../../lib/console-context.ts';
import type { ReportChartProps } from './report-frame.tsx';

/**
 * A report's chart, drawn by uPlot on a canvas. Loaded only through React.lazy (report-frame.tsx), so uPlot is in the
 * reports' own chunk: neither the member app nor the console's first load carries it. The figure is one image to
 * assistive technology, named by its summary; the table beside it holds the same figures.
 */
const COLORS = ['#2563eb', '#6b7280', '#16a34a', '#dc2626', '#9333ea', '#ea580c'];
const HEIGHT = 260;
/** A count's axis steps: whole numbers only. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

function options(spec: ReportChartProps, width: number, format: (value: number) => string): uPlot.Options {
  const { labels, series } = spec;
  const bars = uPlot.paths.bars?.({ size: [0.6, 64] });
  return {
    width,
    height: HEIGHT,
    legend: { show: series.length > 1, live: false },
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.5, labels.length - 0.5] } },
    axes: [
      { splits: () => labels.map((_, i) => i), values: (_u, splits) => splits.map((i) => labels[i] ?? ''), grid: { show: false } },
      { values: (_u, splits) => splits.map(format), size: 90, ...(spec.currency ? {} : { incrs: COUNT_STEPS }) },
    ],
    series: [
      {},
      ...series.map((s, i) => {
        const color = COLORS[i % COLORS.length]!;
        return s.type === 'bars'
          ? { label: s.label, stroke: color, fill: `${color}cc`, width: 1, paths: bars, points: { show: false } }
          : { label: s.label, stroke: color, width: 2, points: { show: true, size: 6 } };
      }),
    ],
  };
}

export default function ReportChart(props: ReportChartProps) {
  const { lang } = useConsole();
  const box = useRef<HTMLDivElement>(null);
  // Drawn again only when the figures change (each render of the report makes new props of the same figures).
  const key = JSON.stringify(props);
  const spec = useMemo(() => JSON.parse(key) as ReportChartProps, [key]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const format = (v: number) => (spec.currency ? formatMoney(v, spec.currency, lang) : formatNumber(v, {}, lang));
    const data: uPlot.AlignedData = [spec.labels.map((_, i) => i), ...spec.series.map((s) => s.values)];
    const plot = new uPlot(options(spec, el.clientWidth || 600, format), data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth || 600, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [spec, lang]);
  return (
    <figure className="report-chart" role="img" aria-label={spec.label}>
      <div ref={box} />
    </figure>
  );
}

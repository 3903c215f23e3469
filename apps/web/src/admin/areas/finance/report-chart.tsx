import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { ReportChartProps } from './report-frame.tsx';

/**
 * A report's chart, drawn by uPlot on a canvas. Loaded only through React.lazy (report-frame.tsx), so uPlot is in the
 * reports' own chunk: neither the member app nor the console's first load carries it. The figure is one image to
 * assistive technology, named by its summary; the table beside it holds the same figures.
 */
const COLORS = ['#2563eb', '#6b7280', '#16a34a', '#dc2626', '#9333ea', '#ea580c'];
const HEIGHT = 260;

function options(props: ReportChartProps, width: number): uPlot.Options {
  const { labels, series, format } = props;
  const bars = uPlot.paths.bars?.({ size: [0.6, 64] });
  return {
    width,
    height: HEIGHT,
    legend: { show: series.length > 1, live: false },
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.5, labels.length - 0.5] } },
    axes: [
      { splits: () => labels.map((_, i) => i), values: (_u, splits) => splits.map((i) => labels[i] ?? ''), grid: { show: false } },
      { values: (_u, splits) => splits.map((v) => format(v)), size: 90 },
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
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  // Drawn again only when the figures change (the parent's render makes new props and a new formatter each time).
  const figures = JSON.stringify([props.labels, props.series]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const props = latest.current;
    const data: uPlot.AlignedData = [props.labels.map((_, i) => i), ...props.series.map((s) => s.values)];
    const plot = new uPlot(options(props, el.clientWidth || 600), data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth || 600, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [figures]);
  return (
    <figure className="report-chart" role="img" aria-label={props.label}>
      <div ref={box} />
    </figure>
  );
}

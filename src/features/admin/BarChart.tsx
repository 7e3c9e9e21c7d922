export interface Bar {
  label: string;
  value: number;
}

/** Horizontal bars drawn with CSS; every number is written beside its bar. */
export function BarChart({ title, bars, unit }: { title: string; bars: Bar[]; unit: string }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  if (bars.length === 0) return <p>No data yet.</p>;
  return (
    <ul className="bar-chart" aria-label={title}>
      {bars.map((bar) => (
        <li key={bar.label} aria-label={`${bar.label}: ${bar.value} ${unit}`}>
          <span>{bar.label}</span>
          <span className="bar-track" aria-hidden="true">
            <span className="bar-fill" style={{ width: `${(bar.value / largest) * 100}%`, display: 'block' }} />
          </span>
          <span className="bar-value">{bar.value}</span>
        </li>
      ))}
    </ul>
  );
}

const CHART_WIDTH = 560;
const CHART_HEIGHT = 160;
const LABEL_SPACE = 20;

/** Vertical bars (a trend over days) as SVG; the same numbers follow in a table. */
export function ColumnChart({ title, bars }: { title: string; bars: Bar[] }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const step = CHART_WIDTH / Math.max(1, bars.length);
  const plotHeight = CHART_HEIGHT - LABEL_SPACE;
  return (
    <figure>
      <svg className="column-chart" viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} role="img" aria-label={title}>
        {bars.map((bar, index) => {
          const height = (bar.value / largest) * (plotHeight - 12);
          return (
            <g key={bar.label}>
              <title>{`${bar.label}: ${bar.value}`}</title>
              <rect x={index * step + step * 0.15} y={plotHeight - height} width={step * 0.7} height={height} />
              <text x={index * step + step / 2} y={plotHeight - height - 2} textAnchor="middle">
                {bar.value}
              </text>
              <text x={index * step + step / 2} y={CHART_HEIGHT - 4} textAnchor="middle">
                {bar.label.slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}

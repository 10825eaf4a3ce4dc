import type { CoversByDay } from '@ristorante/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { longDay, shortWeekday } from '../../../lib/dates';
import { ColumnHeads } from '../../../components/column-heads';

const width = 700;
const height = 260;
const margin = { top: 16, right: 8, bottom: 40, left: 36 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

/** A round top for the scale (10, 20, 50, 100, …) above the busiest day: its fifths are whole covers. */
function scaleTop(most: number): number {
  for (const step of [10, 20, 50, 100, 200, 500, 1000, 2000, 5000]) if (most <= step) return step;
  return Math.ceil(most / 1000) * 1000;
}

/**
 * Covers booked per day for the next 14 days, confirmed and pending stacked apart. Drawn as SVG that says
 * what it shows (a title and a summary for a screen reader, which skips the bars), with every figure in a
 * table too, for anyone who wants the numbers rather than the picture.
 */
export function CoversChart({ days }: { days: CoversByDay }) {
  const intl = useIntl();
  const titleId = useId();
  const summaryId = useId();
  const top = scaleTop(Math.max(0, ...days.map((day) => day.confirmed + day.pending)));
  const y = (covers: number) => margin.top + plotHeight - (covers / top) * plotHeight;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.min(32, slot * 0.6);
  const totals = days.reduce((sum, day) => ({ confirmed: sum.confirmed + day.confirmed, pending: sum.pending + day.pending }), {
    confirmed: 0,
    pending: 0,
  });
  const busiest = days.reduce<CoversByDay[number] | undefined>(
    (best, day) => (!best || day.confirmed + day.pending > best.confirmed + best.pending ? day : best),
    undefined,
  );
  const summary =
    totals.confirmed + totals.pending === 0 || !busiest
      ? intl.formatMessage({ id: 'admin.overview.chart.emptySummary' })
      : intl.formatMessage(
          { id: 'admin.overview.chart.summary' },
          { ...totals, busiest: longDay(busiest.date, intl.locale), busiestCovers: busiest.confirmed + busiest.pending },
        );

  return (
    <figure className="admin-chart">
      <figcaption id={titleId}>
        <FormattedMessage id="admin.overview.chart.title" />
      </figcaption>
      {/* Focusable, so a keyboard can scroll it where it scrolls (a phone). */}
      <div className="admin-chart-scroll" role="group" aria-labelledby={titleId} tabIndex={0}>
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={summaryId}>
          <desc id={summaryId}>{summary}</desc>
          {[0, 0.2, 0.4, 0.6, 0.8, 1].map((fraction) => (
            <g key={fraction} className="admin-chart-grid">
              <line x1={margin.left} x2={width - margin.right} y1={y(top * fraction)} y2={y(top * fraction)} />
              <text x={margin.left - 6} y={y(top * fraction)} dy="0.32em" textAnchor="end">
                {Math.round(top * fraction)}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = margin.left + index * slot + (slot - barWidth) / 2;
            const weekend = [0, 6].includes(new Date(`${day.date}T12:00:00Z`).getUTCDay());
            return (
              <g key={day.date}>
                <rect
                  className="admin-chart-confirmed"
                  x={x}
                  width={barWidth}
                  y={y(day.confirmed)}
                  height={y(0) - y(day.confirmed)}
                />
                <rect
                  className="admin-chart-pending"
                  x={x}
                  width={barWidth}
                  y={y(day.confirmed + day.pending)}
                  height={y(day.confirmed) - y(day.confirmed + day.pending)}
                />
                <text
                  className={weekend ? 'admin-chart-label admin-chart-weekend' : 'admin-chart-label'}
                  x={x + barWidth / 2}
                  y={height - margin.bottom + 16}
                  textAnchor="middle"
                >
                  {shortWeekday(day.date, intl.locale)}
                </text>
                <text className="admin-chart-label" x={x + barWidth / 2} y={height - margin.bottom + 32} textAnchor="middle">
                  {Number(day.date.slice(8))}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="admin-chart-legend" aria-hidden="true">
        <li>
          <span className="admin-swatch admin-chart-confirmed" />
          <FormattedMessage id="admin.overview.chart.confirmed" />
        </li>
        <li>
          <span className="admin-swatch admin-chart-pending" />
          <FormattedMessage id="admin.overview.chart.pending" />
        </li>
      </ul>
      {/* Wrapped: a table grows to its content whatever its own width says, and would widen a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>
            <FormattedMessage id="admin.overview.chart.title" />
          </caption>
          <ColumnHeads labels={['admin.overview.chart.day', 'admin.overview.chart.confirmed', 'admin.overview.chart.pending']} />
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDay(day.date, intl.locale)}</th>
                <td>{day.confirmed}</td>
                <td>{day.pending}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

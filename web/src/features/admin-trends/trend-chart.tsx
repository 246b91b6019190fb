import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeekTrend } from './api/trends';

export interface Series {
  key: string;
  label: string;
  colour: string;
  value: (week: WeekTrend) => number | null;
}

const WEEK = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekLabel = (week: string) => WEEK.format(new Date(`${week}T00:00:00Z`));

/**
 * One figure week by week, as bars (counts, amounts) or a line (rates, days), with the same figures
 * in a table for screen readers and keyboards: a chart alone says nothing to them.
 */
export function TrendChart({ title, weeks, series, kind, format }: { title: string; weeks: WeekTrend[]; series: Series[]; kind: 'bars' | 'line'; format: (value: number) => string }) {
  const titleId = useId();
  const data = weeks.map((week) => ({ week: weekLabel(week.week), ...Object.fromEntries(series.map((one) => [one.key, one.value(week)])) }));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
      <YAxis tick={{ fontSize: 12 }} tickFormatter={format} width={72} />
      <Tooltip formatter={(value) => (typeof value === 'number' ? format(value) : '–')} />
    </>
  );
  return (
    <figure aria-labelledby={titleId} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption id={titleId} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <div className="h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bars' ? (
            <BarChart data={data}>
              {axes}
              {series.map((one) => (
                <Bar key={one.key} dataKey={one.key} name={one.label} fill={one.colour} />
              ))}
            </BarChart>
          ) : (
            <LineChart data={data}>
              {axes}
              {series.map((one) => (
                <Line key={one.key} dataKey={one.key} name={one.label} stroke={one.colour} strokeWidth={2} connectNulls dot={false} />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-slate-600">I dati in tabella</summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr>
              <th className="text-left">Settimana dal</th>
              {series.map((one) => (
                <th key={one.key} className="text-right">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <td>{weekLabel(week.week)}</td>
                {series.map((one) => {
                  const value = one.value(week);
                  return (
                    <td key={one.key} className="text-right">
                      {value === null ? '–' : format(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

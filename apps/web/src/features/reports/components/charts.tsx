import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';

/**
 * The charts of the reports (Mantine Charts on Recharts). Loaded on demand through lazy-charts.ts, so
 * neither the first screen nor the reports page waits for the charts library.
 */

export function ActivityLineChart(props: {
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  valueFormatter: (n: number) => string;
}) {
  return (
    <LineChart
      h={300}
      data={props.data}
      dataKey="label"
      series={props.series}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={props.valueFormatter}
      tickLine="y"
      gridAxis="xy"
      withDots={props.data.length <= 31}
    />
  );
}

/** Bars of one series: horizontal (the funnel's stages, values on the bars) or vertical (the reach by day or hour). */
export function Bars(props: {
  data: Record<string, string | number>[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
  valueFormatter: (n: number) => string;
  horizontal?: boolean;
}) {
  return (
    <BarChart
      h={props.horizontal ? 280 : 220}
      data={props.data}
      dataKey={props.dataKey}
      series={props.series}
      valueFormatter={props.valueFormatter}
      {...(props.horizontal
        ? { orientation: 'vertical', yAxisProps: { width: 120 }, withBarValueLabel: true, gridAxis: 'x' }
        : { gridAxis: 'y' })}
    />
  );
}

import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';

/** Mantine Charts (Recharts), loaded on demand through lazy-charts.ts. */
export function Lines(props: {
  data: Record<string, string | number>[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
}) {
  return (
    <LineChart
      h={260}
      data={props.data}
      dataKey={props.dataKey}
      series={props.series}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      gridAxis="xy"
      withDots={false}
    />
  );
}

export function Bars(props: {
  data: Record<string, string | number>[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
}) {
  return <BarChart h={240} data={props.data} dataKey={props.dataKey} series={props.series} gridAxis="y" />;
}

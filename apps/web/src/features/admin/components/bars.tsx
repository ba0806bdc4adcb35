import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/** Mantine Charts (Recharts), loaded on demand by figures-card.tsx. */
export function Bars(props: {
  data: Record<string, string | number>[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
}) {
  return (
    <BarChart
      h={240}
      data={props.data}
      dataKey={props.dataKey}
      series={props.series}
      gridAxis="y"
      withLegend={props.series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
    />
  );
}

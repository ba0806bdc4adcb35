import { SimpleGrid, UnstyledButton, Text } from '@mantine/core';
import classes from './dialer.module.css';

/** 001 §4 keys 1-9, *, 0, #; shift-click gives the alternate character (. + :). */
const KEYS: [key: string, alternate: string | null][] = [
  ['1', null],
  ['2', null],
  ['3', null],
  ['4', null],
  ['5', null],
  ['6', null],
  ['7', null],
  ['8', null],
  ['9', null],
  ['*', '.'],
  ['0', '+'],
  ['#', ':'],
];

export function Dialpad({ onKey }: { onKey: (key: string) => void }) {
  return (
    <SimpleGrid cols={3} spacing={8} verticalSpacing={8}>
      {KEYS.map(([key, alternate]) => (
        <UnstyledButton
          key={key}
          className={classes.key}
          aria-label={key}
          onClick={(e) => onKey(e.shiftKey && alternate ? alternate : key)}
        >
          <Text fw={600} size="lg">
            {key}
          </Text>
          {alternate && (
            <Text size="xs" c="dimmed" lh={1}>
              {alternate}
            </Text>
          )}
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

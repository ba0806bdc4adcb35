import type { TFunction } from 'i18next';
import type { WorkflowForecast } from '../types';

/** Whole calendar days from `now` to `at` as the reader's calendar (their time zone) counts them. */
export function calendarDaysBetween(now: Date, at: Date, timeZone?: string): number {
  const day = (d: Date) => {
    const p = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(d)
      .reduce<Record<string, number>>(
        (acc, x) => (x.type === 'literal' ? acc : { ...acc, [x.type]: +x.value }),
        {},
      );
    return Date.UTC(p.year!, p.month! - 1, p.day!) / 86_400_000;
  };
  return day(at) - day(now);
}

export interface ForecastReading {
  /** The date as the reader reads it ('December 10, 2026'), in their language and zone. */
  date: string;
  /** 'in 3 days', 'tomorrow', 'today': from the same date, the same zone. */
  relative: string;
}

/**
 * THE forecast as a person reads it (issue 35): the server's one forecast (`ends_at`), its date and the
 * relative words both from that one instant in the reader's zone — so "in 3 days" is the date's own
 * distance, and the builder's Review, the campaign page and the list print the same words.
 */
export function readForecast(
  forecast: Pick<WorkflowForecast, 'ends_at'>,
  options: { locale: string; now?: Date; timeZone?: string },
): ForecastReading | null {
  if (!forecast.ends_at) return null;
  const at = new Date(forecast.ends_at);
  const now = options.now ?? new Date();
  return {
    date: at.toLocaleDateString(options.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: options.timeZone,
    }),
    relative: new Intl.RelativeTimeFormat(options.locale, { numeric: 'auto' }).format(
      Math.max(0, calendarDaysBetween(now, at, options.timeZone)),
      'day',
    ),
  };
}

/** The forecast's sentence: the end date, or why there is none (no steps, a limit at 0, nobody left). */
export function forecastSentence(
  t: TFunction<'campaigns'>,
  forecast: WorkflowForecast,
  options: { locale: string; now?: Date; timeZone?: string },
): string | null {
  if (forecast.state === 'no_steps') return t('forecast.noActions');
  // Blocked with a bottleneck: a needed limit is 0; without one: the run goes past the three-year horizon.
  if (forecast.state === 'blocked') return t(forecast.bottleneck ? 'forecast.blocked' : 'forecast.tooLong');
  const reading = readForecast(forecast, options);
  return reading ? t('forecast.endsAround', { ...reading }) : null;
}

// The small part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Cycled through by each connection. */
    requests?: { path: string; method?: string }[];
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
  }
  interface Result {
    requests: { average: number; sent: number };
    latency: { p50: number; p99: number; average: number; max: number; totalCount: number };
    errors: number;
    timeouts: number;

    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}

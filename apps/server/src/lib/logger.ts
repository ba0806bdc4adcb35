import pino from 'pino';

/** Query parameters whose values are credentials or one-time codes: never written to the log. */
const SECRET_QUERY = /([?&][\w.-]*?(?:token|code|key|secret|password|signature|sig|state)=)[^&#]*/gi;

/** A request URL as the log may keep it: the path, and the query with secret values replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

export function createLogger(level: string, destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.cookies', '*.token'],
        censor: '[redacted]',
      },
      serializers: {
        // Fastify's request line, with one-time codes and tokens in the query redacted (ASVS 14.2.1)
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: req.url === undefined ? undefined : loggableUrl(req.url),
          host: req.host ?? req.hostname,
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        }),
      },
    },
    destination,
  );
}

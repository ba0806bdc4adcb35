import http from 'node:http';

/** One request a proxy exit carried. */
export interface ExitRecord {
  exit: string;
  host: string;
  path: string;
}

export interface NetworkExit {
  name: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Proxy exits for browser tests: each a plain HTTP forward proxy on 127.0.0.1 standing for one account's
 * address. It sends the named hosts to local ports (the network's host name resolves nowhere else), marks
 * each request with its exit (`x-sandbox-exit`, which the sandbox's pages record) and records it.
 */
export async function startNetworkExit(
  name: string,
  hosts: Record<string, number>,
  records: ExitRecord[],
): Promise<NetworkExit> {
  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const port = hosts[target.hostname];
    if (port === undefined) {
      res.writeHead(403).end('not reachable through this exit');
      return;
    }
    records.push({ exit: name, host: target.hostname, path: target.pathname + target.search });
    const headers: http.OutgoingHttpHeaders = { ...req.headers, 'x-sandbox-exit': name };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: target.pathname + target.search, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('connect', (_req, socket) => socket.end('HTTP/1.1 405 Method Not Allowed\r\n\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    name,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

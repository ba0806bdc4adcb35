import dns2 from 'dns2';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiDomains } from '../../db/schema/index.js';

const { Packet } = dns2;
const TYPES: Record<number, string> = {
  [Packet.TYPE.MX]: 'MX',
  [Packet.TYPE.TXT]: 'TXT',
  [Packet.TYPE.CNAME]: 'CNAME',
};

/**
 * The sandbox DNS provider's name server: a real DNS server (dns2, UDP on 127.0.0.1) answering for bought
 * domains from the records the DNS plugin wrote (ai_domains.dns_records). Verification and the pre-launch
 * check ask it through ordinary DNS questions, so they run unchanged against a real provider's servers.
 */
export async function startSandboxDns(db: Db, port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const type = q ? TYPES[q.type] : undefined;
      if (!q || !type) return send(response);
      const name = q.name.toLowerCase();
      void db
        .select({ records: aiDomains.dnsRecords })
        .from(aiDomains)
        .where(sql`${name} = ${aiDomains.name} or ${name} like '%.' || ${aiDomains.name}`)
        .then((rows) => {
          for (const r of rows.flatMap((row) => row.records))
            if (r.name === name && r.type === type)
              response.answers.push(answerOf(name, r.type, r.value) as (typeof response.answers)[number]);
          send(response);
        })
        .catch(() => send(response));
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' } });
  return {
    port: (server.addresses() as { udp: { port: number } }).udp.port,
    close: () => server.close(),
  };
}

function answerOf(name: string, type: string, value: string) {
  const base = { name, class: Packet.CLASS.IN, ttl: 60 };
  if (type === 'MX') {
    const [priority, exchange] = value.split(' ');
    return { ...base, type: Packet.TYPE.MX, priority: Number(priority), exchange };
  }
  if (type === 'CNAME') return { ...base, type: Packet.TYPE.CNAME, domain: value };
  // TXT strings are at most 255 bytes each: a DKIM key is split, the resolver joins them again
  return { ...base, type: Packet.TYPE.TXT, data: value.match(/.{1,255}/g) ?? [''] };
}

import { createServer } from 'node:net';

/** The first port from `start` on which nothing listens (so a developer's running server does not clash). */
export async function findFreePort(start: number, host = '127.0.0.1'): Promise<number> {
  for (let port = start; port < start + 100; port += 1) {
    const free = await new Promise<boolean>((resolvePort) => {
      const probe = createServer();
      probe.once('error', () => resolvePort(false));
      probe.listen(port, host, () => probe.close(() => resolvePort(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${start}–${start + 99}`);
}

import net from 'node:net';

/** A loopback TCP link to a server, which a test can cut as a network goes down. */
export interface CuttableLink {
  /** The server's address through the link. */
  baseUrl: string;
  /** Drops every open connection and refuses each new one from then on. */
  cut(): void;
  close(): Promise<void>;
}

/**
 * A browser's emulated offline state is not certain to hold for a dedicated worker as it starts or
 * as its page is left; a cut link is: whatever in the browser connects, page or worker, is refused.
 */
export async function cuttableLink(targetUrl: string): Promise<CuttableLink> {
  const target = new URL(targetUrl);
  const open = new Set<net.Socket>();
  let down = false;
  const keep = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const link = net.createServer((client) => {
    if (down) return client.destroy();
    const server = net.connect(Number(target.port), target.hostname);
    keep(client);
    keep(server);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((resolve) => link.listen(0, '127.0.0.1', resolve));
  const { port } = link.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => link.close(() => resolve()));
    },
  };
}

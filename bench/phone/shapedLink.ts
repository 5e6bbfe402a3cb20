import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** Lighthouse's mobile network: a slow 4G phone. */
export const PHONE_NETWORK = { roundTripMs: 150, downKbps: 1600, upKbps: 750 };

/** Pieces small enough that an answer arrives as a stream, not in one lump after its last byte. */
const PIECE_BYTES = 4096;
/** Bytes a connection may have waiting for the radio before its sender is paused, as TCP's window would. */
const WINDOW_BYTES = 64 * 1024;

interface Piece {
  data: Buffer;
  to: net.Socket;
  sent(): void;
}

/**
 * One direction of the radio: pieces from every connection take turns on one serial transmitter at
 * `kbps`, then arrive `delayMs` later. A clock of its own keeps timers' lateness from adding up.
 */
class Direction {
  bytes = 0;
  private queue: Piece[] = [];
  private busy = false;
  private clock = 0;

  constructor(
    private readonly kbps: number,
    private readonly delayMs: number,
  ) {}

  send(piece: Piece): void {
    this.queue.push(piece);
    if (this.busy) return;
    // An idle radio starts now; a busy one goes on from where its last piece ended, however late its timer fired.
    this.clock = Math.max(this.clock, performance.now());
    this.next();
  }

  private next(): void {
    let piece = this.queue.shift();
    // A connection that closed meanwhile takes no air time.
    while (piece?.to.destroyed) {
      piece.sent();
      piece = this.queue.shift();
    }
    if (!piece) {
      this.busy = false;
      return;
    }
    this.busy = true;
    const chosen = piece;
    this.clock += (chosen.data.length * 8) / this.kbps;
    setTimeout(() => {
      // Every piece waits the same delay, so Node's timers keep them in order.
      setTimeout(() => {
        if (!chosen.to.destroyed) {
          this.bytes += chosen.data.length;
          chosen.to.write(chosen.data);
        }
        chosen.sent();
      }, this.delayMs);
      this.next();
    }, Math.max(0, this.clock - performance.now()));
  }
}

export interface ShapedLink {
  /** The server's address through the link. */
  baseUrl: string;
  /** Bytes delivered towards the browser (down) and towards the server (up) so far. */
  bytes(): { down: number; up: number };
  /** Drops every open connection and refuses each new one, until restored. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Sends `from`'s bytes to `to` through one direction of the radio, holding `from` back while its window is full. */
function carry(from: net.Socket, to: net.Socket, direction: Direction): void {
  let waiting = 0;
  let ended = false;
  const endIfDone = () => {
    if (ended && waiting === 0 && !to.destroyed) to.end();
  };
  from.on('data', (chunk: Buffer) => {
    for (let at = 0; at < chunk.length; at += PIECE_BYTES) {
      const data = chunk.subarray(at, at + PIECE_BYTES);
      waiting += data.length;
      direction.send({
        data,
        to,
        sent: () => {
          waiting -= data.length;
          if (waiting < WINDOW_BYTES && from.isPaused()) from.resume();
          endIfDone();
        },
      });
    }
    if (waiting >= WINDOW_BYTES) from.pause();
  });
  from.on('end', () => {
    ended = true;
    endIfDone();
  });
}

/**
 * A loopback TCP proxy in front of a server that shapes everything passing through it, whoever in the
 * browser connects: page, dedicated worker or service worker. Chrome's own network emulation leaves
 * a dedicated worker's requests at full speed, so it cannot stand for a phone here.
 */
export async function shapedLink(targetUrl: string, network = PHONE_NETWORK): Promise<ShapedLink> {
  const target = new URL(targetUrl);
  const down = new Direction(network.downKbps, network.roundTripMs / 2);
  const up = new Direction(network.upKbps, network.roundTripMs / 2);
  const open = new Set<net.Socket>();
  let refusing = false;
  const keep = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const proxy = net.createServer((client) => {
    if (refusing) return client.destroy();
    const server = net.connect(Number(target.port), target.hostname);
    keep(client);
    keep(server);
    // A server that ends cleanly has its last bytes cross the radio before the browser's side ends too.
    client.on('close', () => server.destroy());
    server.on('close', (hadError) => hadError && client.destroy());
    carry(client, server, up);
    carry(server, client, down);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    bytes: () => ({ down: down.bytes, up: up.bytes }),
    cut() {
      refusing = true;
      dropAll();
    },
    restore() {
      refusing = false;
    },
    close() {
      dropAll();
      return new Promise((resolve) => proxy.close(() => resolve()));
    },
  };
}

import net from 'node:net';

/**
 * A TCP proxy a test can cut and restore, to play a network or server outage: `cut()` drops every
 * open connection and refuses new ones (the port is closed); `restore()` listens on the same port again.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
  /** New connections go to this port from now on (a server restarted elsewhere). */
  retarget(port: number): void;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let targetPort = target.port;
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const createListener = () =>
    net.createServer((client) => {
      const upstream = net.connect(targetPort, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.once('error', () => upstream.destroy());
      upstream.once('error', () => client.destroy());
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  const listen = (server: net.Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const closeListener = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

  let listener: net.Server | null = createListener();
  await listen(listener, 0);
  const { port } = listener.address() as net.AddressInfo;

  const cut = async () => {
    const closing = listener ? closeListener(listener) : Promise.resolve();
    listener = null;
    for (const socket of open) socket.destroy();
    await closing;
  };
  return {
    port,
    cut,
    async restore() {
      if (listener) return;
      listener = createListener();
      await listen(listener, port);
    },
    close: cut,
    retarget(port) {
      targetPort = port;
    },
  };
}

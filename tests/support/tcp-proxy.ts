import net from 'node:net'

/**
 * A loopback TCP relay in front of a real PostgreSQL server that a test can cut and restore, to make the
 * database unreachable mid-run the way a network fault does (connections reset, new ones refused).
 */
export type TcpProxy = { port: number; cut: () => void; restore: () => void; close: () => Promise<void> }

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let open = true
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    if (!open) return client.destroy()
    const upstream = net.connect(targetPort, targetHost)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
      s.on('error', () => s.destroy())
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      open = false
      for (const s of sockets) s.destroy()
    },
    restore: () => {
      open = true
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

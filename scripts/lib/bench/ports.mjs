// A free TCP port for each server: asking the OS (port 0) avoids clashing with a dev server on 3000 or a parallel run.
import net from 'node:net'

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

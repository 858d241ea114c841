import { Gauge, type Registry } from 'prom-client';

/** Socket.IO connections held by this process, read at scrape time (the engine's own count). */
export function connectedSocketsMetrics(registry: Registry, clientsCount: () => number): void {
  new Gauge({
    name: 'socketio_connected_clients',
    help: 'Socket.IO clients connected to this process',
    registers: [registry],
    collect() {
      this.set(clientsCount());
    },
  });
}

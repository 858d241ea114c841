import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shipped configuration (deploy/nginx), included verbatim: what the cluster tests is what deploys. */
export const deployNginxDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/nginx');

export interface ClusterNginxConfig {
  /** nginx's own directory: pid, logs, temp files and the assets cache. */
  prefix: string;
  listenPort: number;
  instancePorts: number[];
  /** Instances taken out of rotation (a rolling restart's current one). */
  down: ReadonlySet<number>;
  /** Answered at /__cluster/generation, so a reload is known to have taken effect. */
  generation: number;
  /** Workers run as root when nginx is started by root (a CI machine), else as the user. */
  asRoot: boolean;
}

const upstream = (name: string, ports: number[], down: ReadonlySet<number>, extra = '') =>
  [
    `upstream ${name} {`,
    `    zone ${name} 64k;`,
    extra && `    ${extra}`,
    ...ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down.has(port) ? ' down' : ''};`),
    '}',
  ]
    .filter(Boolean)
    .join('\n');

/**
 * The main nginx.conf of the local cluster: deploy/nginx/studiekraft.conf's shape (the same http-level
 * include, upstreams and server-block include) with local ports, plain HTTP on loopback, files in
 * `prefix`, and an access log that names the instance behind each request (the cluster tests read it).
 */
export function clusterNginxConfig(c: ClusterNginxConfig): string {
  const p = (name: string) => path.join(c.prefix, name);
  return `${c.asRoot ? 'user root;\n' : ''}worker_processes 2;
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;

events {
    worker_connections 1024;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path ${p('client-body')};
    proxy_temp_path ${p('proxy')};
    fastcgi_temp_path ${p('fastcgi')};
    uwsgi_temp_path ${p('uwsgi')};
    scgi_temp_path ${p('scgi')};
    log_format cluster '$msec|$remote_addr|$request|$status|$upstream_addr|$upstream_status|$upstream_cache_status';
    access_log ${p('access.log')} cluster;

    include ${path.join(deployNginxDir, 'studiekraft-http.conf')};

    proxy_cache_path ${p('assets-cache')} levels=1:2 keys_zone=studiekraft_assets:10m max_size=200m inactive=30d use_temp_path=off;

${upstream('studiekraft', c.instancePorts, c.down)}

${upstream('studiekraft_realtime', c.instancePorts, c.down, 'ip_hash;')}

    server {
        listen 127.0.0.1:${c.listenPort};
        server_name localhost;

        location = /__cluster/generation {
            access_log off;
            return 200 '${c.generation}';
        }

        include ${path.join(deployNginxDir, 'studiekraft-locations.conf')};
    }
}
`;
}

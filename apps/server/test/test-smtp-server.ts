import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Test support: a real SMTP server in-process, so tests exercise nodemailer's actual SMTP exchange. */

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  subject: string;
  /** Content types of the MIME parts, e.g. ['text/plain', 'text/html']. */
  parts: string[];
  text: string;
  html: string;
  /** Attached files (content-disposition attachment), decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Answer every DATA with this SMTP code (e.g. 451) until called with null. */
  rejectWith(code: number | null): void;
  /** Stops listening (connections are refused) and resolves once closed. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

function decodeQuotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return Buffer.from(body, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words, as nodemailer writes a Danish subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

export function parseMail(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const top = splitEntity(raw);
  const mail: ReceivedMail = {
    envelopeFrom,
    envelopeTo,
    subject: decodeWords(top.headers.get('subject') ?? ''),
    parts: [],
    text: '',
    html: '',
    attachments: [],
  };
  // A mail with attachments nests its text and HTML in a multipart/alternative inside multipart/mixed.
  const walk = (entity: { headers: Map<string, string>; body: string }, isTop: boolean) => {
    const contentType = entity.headers.get('content-type') ?? (isTop ? '' : 'text/plain');
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (boundary) {
      for (const part of entity.body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .map(splitEntity))
        walk(part, false);
      return;
    }
    const type = (contentType || 'text/plain').split(';')[0]?.trim().toLowerCase() ?? '';
    const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    mail.parts.push(type);
    const disposition = entity.headers.get('content-disposition') ?? '';
    if (disposition.toLowerCase().startsWith('attachment')) {
      const filename = decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
      const content =
        encoding === 'base64' ? Buffer.from(entity.body.replace(/\s+/g, ''), 'base64') : Buffer.from(entity.body, 'latin1');
      mail.attachments.push({ filename, contentType: type, content });
      return;
    }
    const content = decodeBody(entity.body, encoding);
    if (type === 'text/plain') mail.text = content;
    if (type === 'text/html') mail.html = content;
  };
  walk(top, true);
  return mail;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let rejectCode: number | null = null;

  const create = () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (rejectCode !== null) {
            callback(Object.assign(new Error('Requested action aborted: try again later'), { responseCode: rejectCode }));
            return;
          }
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          received.push(parseMail(Buffer.concat(chunks).toString('latin1'), from, to));
          callback();
        });
      },
    });
    // A client that dies in the middle of a transaction (a SIGKILLed server process in the system
    // tests) resets its socket; smtp-server re-emits that on the server, and without a listener the
    // EventEmitter throws it as an uncaught exception in the test process. A dropped client is what
    // those tests provoke on purpose, so it is not an error here.
    server.on('error', () => {});
    return server;
  };

  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });

  let server = create();
  const port = await listen(server, 0);

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectWith(code) {
      rejectCode = code;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async restart() {
      server = create();
      await listen(server, port);
    },
  };
}

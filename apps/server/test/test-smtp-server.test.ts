import { once } from 'node:events';
import { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.stop();
  smtp = undefined;
});

/** Reads SMTP replies until one starts with the given code. */
async function expectReply(socket: Socket, code: string): Promise<void> {
  let seen = '';
  while (!new RegExp(`^${code} `, 'm').test(seen)) {
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    seen += chunk.toString('latin1');
  }
}

describe('the test SMTP server', () => {
  it('survives a client resetting its connection in the middle of a transaction', async () => {
    smtp = await startTestSmtpServer();
    const { port } = new URL(smtp.url);
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const socket = new Socket();
      socket.connect(Number(port), '127.0.0.1');
      await expectReply(socket, '220');
      socket.write('EHLO client.test\r\n');
      await expectReply(socket, '250');
      socket.write('MAIL FROM:<noreply@studiekraft.dk>\r\n');
      await expectReply(socket, '250');
      // What a SIGKILLed sender does: an RST, not a FIN, with a transaction open.
      socket.resetAndDestroy();

      // The server still greets a new client; its greeting comes after the reset has been read.
      const again = new Socket();
      again.connect(Number(port), '127.0.0.1');
      await expectReply(again, '220');
      again.end('QUIT\r\n');
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
  });
});

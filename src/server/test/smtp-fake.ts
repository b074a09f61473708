import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the fake accepted. */
interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME body). */
  raw: string;
}

/**
 * A local SMTP server (smtp-server, nodemailer's own) for tests: accepts every message, or,
 * while `refuse(true)`, answers each connection `421` (service not available), as a mail
 * server that is down or overloaded does. Loopback only, no TLS, no authentication.
 */
export async function startSmtpFake() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      if (!refusing) return callback();
      callback(Object.assign(new Error('Serviço temporariamente indisponível'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        received.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Connections made so far (attempts, refused ones included). */
    connections: () => connections,
    refuse(value: boolean) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

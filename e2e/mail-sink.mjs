// A local SMTP server for the browser tests: the API sends its verification emails here,
// and each one is appended, decoded, to data/e2e/mail.jsonl for the tests to read.
// usage: node e2e/mail-sink.mjs <port> <file>
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const [port = '4325', file = 'data/e2e/mail.jsonl'] = process.argv.slice(2);
mkdirSync(path.dirname(file), { recursive: true });

function decode(raw) {
  const [headers = '', ...parts] = raw.split(/\r?\n\r?\n/);
  const body = parts.join('\n');
  if (/content-transfer-encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      raw += chunk;
    });
    stream.on('end', () => {
      for (const rcpt of session.envelope.rcptTo) {
        appendFileSync(file, `${JSON.stringify({ to: rcpt.address, text: decode(raw) })}\n`);
      }
      callback();
    });
  },
});
server.listen(Number(port), '127.0.0.1', () => console.log(`mail sink on 127.0.0.1:${port} -> ${file}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

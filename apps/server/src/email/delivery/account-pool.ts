import type { Readable } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';
import XOAuth2 from 'nodemailer/lib/xoauth2/index.js';
import type { Config } from '../../platform/index.ts';
import { connectTarget, type SmtpSettings, transportOptions } from '../accounts/smtp.ts';

/**
 * A per-account pool of nodemailer SMTP connections. The account's send rate is kept in the
 * database (send-pacing.ts), shared by every process.
 * nodemailer's own pool transport buffers the message ahead of the DATA phase, so the
 * delivery could not tell "the server has everything but the final dot" from "nothing went
 * out yet"; on a bare SMTPConnection the message stream is piped straight into the DATA
 * phase, which the exactly-once rule needs (see deliver.ts).
 */
export type SendResult = { response: string };

export type AccountPool = {
  send(envelope: { from: string; to: string[] }, message: Readable): Promise<SendResult>;
  close(): void;
};

/** `failPending`: rejects the send in progress when the connection errors or closes. */
type Conn = {
  connection: SMTPConnection;
  sent: number;
  broken: boolean;
  failPending: ((error: Error) => void) | null;
};

const MAX_MESSAGES_PER_CONNECTION = 1000;

export function createAccountPool(
  config: Pick<Config, 'email' | 'outboundAllowlist'>,
  settings: SmtpSettings,
): AccountPool {
  const options = transportOptions(config, settings);
  const idle: Conn[] = [];
  let open = 0;
  const waiting: Array<(conn: Conn | null) => void> = [];
  let closed = false;
  // Each new connection resolves and checks the host again (outbound guard).
  const connect = async (): Promise<Conn> => {
    const target = await connectTarget(config, settings);
    return new Promise((resolve, reject) => {
      const connection = new SMTPConnection({
        ...target,
        port: options.port,
        secure: options.secure,
        connectionTimeout: options.connectionTimeout,
        greetingTimeout: options.greetingTimeout,
        socketTimeout: options.socketTimeout,
        ...(options.tls ? { tls: options.tls } : {}),
      } as SMTPConnection.Options);
      const conn: Conn = { connection, sent: 0, broken: false, failPending: null };
      // nodemailer reports connection failures as events, not through callbacks.
      let ready = false;
      connection.on('error', (error: Error) => {
        conn.broken = true;
        if (!ready) reject(error);
        conn.failPending?.(error);
      });
      connection.on('end', () => {
        conn.broken = true;
        const error = new Error('Connection closed') as Error & { code: string };
        error.code = 'ECONNECTION';
        if (!ready) reject(error);
        conn.failPending?.(error);
      });
      connection.connect((err) => {
        if (err) return reject(err);
        const auth =
          settings.authType === 'gmail'
            ? {
                type: 'oauth2' as const,
                user: settings.email,
                method: 'XOAUTH2',
                oauth2: new XOAuth2({
                  user: settings.email,
                  clientId: config.email.google.clientId ?? '',
                  clientSecret: config.email.google.clientSecret ?? '',
                  refreshToken: settings.refreshToken ?? '',
                  accessUrl: config.email.google.tokenUrl,
                }),
              }
            : { credentials: { user: settings.username, pass: settings.password ?? '' } };
        connection.login(auth as SMTPConnection.AuthenticationCredentials, (loginError) => {
          if (loginError) {
            // Reject first: closing emits 'end', which would settle this with "Connection
            // closed" and hide the server's answer (a wrong password would look transient).
            reject(loginError);
            connection.close();
            return;
          }
          ready = true;
          resolve(conn);
        });
      });
    });
  };

  const acquire = async (): Promise<Conn> => {
    for (;;) {
      const conn = idle.pop();
      if (!conn) break;
      if (!conn.broken) return conn;
      open--;
    }
    if (open < config.email.poolSize) {
      open++;
      try {
        return await connect();
      } catch (error) {
        open--;
        throw error;
      }
    }
    const conn = await new Promise<Conn | null>((resolve) => waiting.push(resolve));
    return conn ?? acquire();
  };

  const release = (conn: Conn) => {
    if (conn.broken || closed || conn.sent >= MAX_MESSAGES_PER_CONNECTION) {
      if (!conn.broken) conn.connection.quit();
      else conn.connection.close();
      open--;
      waiting.shift()?.(null);
      return;
    }
    const next = waiting.shift();
    if (next) next(conn);
    else idle.push(conn);
  };

  return {
    async send(envelope, message) {
      const conn = await acquire();
      try {
        const response = await new Promise<SendResult>((resolve, reject) => {
          conn.failPending = reject;
          conn.connection.send(envelope, message, (err, info) => {
            if (err) {
              // A refusal before the message went out (MAIL, RCPT, DATA command): nodemailer
              // then drains the message into nowhere, which would open the delivery's
              // finalizing gate for a message nobody accepted. Destroyed here, synchronously,
              // the message is never read again (nodemailer starts draining a tick later).
              message.destroy();
              return reject(err);
            }
            resolve({ response: info.response ?? '' });
          });
        });
        conn.sent++;
        return response;
      } catch (error) {
        // After any failure the connection is dropped and the next send opens a fresh one:
        // simpler than reasoning about the SMTP state a refusal leaves behind.
        conn.broken = true;
        conn.connection.close();
        throw error;
      } finally {
        conn.failPending = null;
        release(conn);
      }
    },
    close() {
      closed = true;
      for (const conn of idle.splice(0)) conn.connection.quit();
      for (const w of waiting.splice(0)) w(null);
    },
  };
}

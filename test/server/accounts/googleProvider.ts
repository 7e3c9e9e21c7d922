import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

export interface GoogleUserinfo {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface GoogleProvider {
  /** The issuer: /authorize, /token and /userinfo live under it. */
  url: string;
  env: Record<string, string>;
  /** Whom the next logins describe. */
  signInAs(userinfo: GoogleUserinfo): Promise<void>;
  stop(): Promise<void>;
}

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`the OAuth2 server exited (${code})`)));
  });
}

/** Starts oauth2-mock-server in a child process and answers its endpoints as our settings. */
export async function startGoogleProvider(clientId = 'versus-test-client'): Promise<GoogleProvider> {
  const child = fork(path.join(__dirname, 'googleProviderProcess.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { url } = await nextMessage<{ url: string }>(child);
  return {
    url,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: 'versus-test-secret',
      GOOGLE_AUTH_URL: `${url}/authorize`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_USERINFO_URL: `${url}/userinfo`,
    },
    async signInAs(userinfo) {
      const ready = nextMessage(child);
      child.send({ userinfo });
      await ready;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}

// A real OAuth2 / OpenID Connect server (the oauth2-mock-server package) in its own process:
// the package is ES-module only, which jest's module system cannot load. The test tells it,
// by IPC, whom the next userinfo call describes.
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(0, '127.0.0.1');

let userinfo = { sub: 'nobody' };
server.service.on('beforeUserinfo', (response) => {
  response.body = userinfo;
});

process.on('message', (message) => {
  if (message && typeof message === 'object' && 'userinfo' in message) userinfo = message.userinfo;
  process.send({ ready: true });
});
process.on('disconnect', () => {
  void server.stop().finally(() => process.exit(0));
});
process.send({ url: server.issuer.url });

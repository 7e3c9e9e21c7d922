// The client tests' environment: jest-fixed-jsdom (jsdom with Node's fetch, streams and encoders),
// plus `movePageTo(url)`, which gives the page another address without a navigation (jsdom's
// reconfigure). A test that starts a server of its own on a free port moves the page onto that
// port, so what the app opens on its own origin (the realtime socket) reaches that server; a fixed
// port in the file's environment options could already be taken.
const FixedJsdomEnvironment = require('jest-fixed-jsdom');

module.exports = class JsdomEnvironment extends FixedJsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const dom = this.dom;
    this.global.movePageTo = (url) => dom.reconfigure({ url });
  }
};

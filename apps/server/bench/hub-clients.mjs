// The client side of hub-fanout.ts, in its own process: HUB_CLIENTS WebSocket clients of the hub at HUB_URL,
// each joined to HUB_ROOM, reporting when each hears `fixture.scored`. They speak socket.io's wire protocol
// (Engine.IO v4 over WebSocket) directly with `ws`, as light as a client can be: 10,000 real browsers each
// decode their own message in parallel, and a full socket.io-client per connection in one process would
// measure this process's decoding, not the server's fan-out. Loopback only; exits when the parent says so
// or goes away.
import WebSocket from 'ws';

const url = process.env.HUB_URL ?? '';
const total = Number(process.env.HUB_CLIENTS ?? 0);
const [kind, id] = (process.env.HUB_ROOM ?? '').split(':');
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(url)) throw new Error(`hub-clients: loopback URL only, got ${url}`);
if (!(total > 0 && total <= 20_000)) throw new Error(`hub-clients: 1..20000 clients, got ${total}`);
const endpoint = `${url.replace('http:', 'ws:')}/api/hub/?EIO=4&transport=websocket`;
const joinPacket = `420${JSON.stringify(['join', { kind, id }])}`;
const eventPrefix = '42["fixture.scored"';

const sockets = [];
/** Receipt times (epoch ms) of the current round. */
let received = [];
let expected = 0;
let roundTimer;

const now = () => performance.timeOrigin + performance.now();

/** One client: Engine.IO open → socket.io connect (`40`) → join with ack id 0 (`420[...]`) → ack (`430[...]`). */
function open() {
  return new Promise((resolve) => {
    const ws = new WebSocket(endpoint, { perMessageDeflate: false });
    sockets.push(ws);
    const timer = setTimeout(() => resolve({ ok: false, error: 'timeout' }), 60_000);
    const done = (result) => {
      clearTimeout(timer);
      resolve(result);
    };
    ws.on('error', (error) => done({ ok: false, error: error.code ?? error.message }));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith(eventPrefix)) {
        received.push(now());
        if (received.length === expected) finishRound();
      } else if (text === '2') ws.send('3');
      else if (text.startsWith('0{')) ws.send('40');
      else if (text.startsWith('40')) ws.send(joinPacket);
      else if (text.startsWith('430')) {
        const [ack] = JSON.parse(text.slice(3));
        done(ack.ok ? { ok: true } : { ok: false, error: ack.code });
      } else if (text.startsWith('44')) done({ ok: false, error: text });
    });
  });
}

function finishRound() {
  clearTimeout(roundTimer);
  process.send({ type: 'received', times: received });
  received = [];
}

async function connectAll() {
  const started = now();
  let joined = 0;
  const errors = new Map();
  const batch = 250;
  for (let i = 0; i < total; i += batch) {
    const results = await Promise.all(Array.from({ length: Math.min(batch, total - i) }, open));
    for (const result of results) {
      if (result.ok) joined++;
      else errors.set(result.error, (errors.get(result.error) ?? 0) + 1);
    }
  }
  expected = joined;
  process.send({ type: 'ready', joined, errors: Object.fromEntries(errors), ms: now() - started });
}

process.on('message', (message) => {
  if (message.type === 'round') {
    received = [];
    roundTimer = setTimeout(finishRound, message.timeoutMs);
  } else if (message.type === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

connectAll().catch((error) => {
  process.send({ type: 'failed', error: String(error) });
  process.exit(1);
});

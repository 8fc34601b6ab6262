// The client side of hub-fanout.ts and chat-fanout.ts, in its own process: HUB_CLIENTS WebSocket clients of the
// hub at HUB_URL, each joined to HUB_ROOM in the namespace HUB_NAMESPACE (default `/`; chat is `/chat`),
// reporting when each hears HUB_EVENT (default `fixture.scored`). They speak socket.io's wire protocol
// (Engine.IO v4 over WebSocket) directly with `ws`, as light as a client can be: 10,000 real browsers each
// decode their own message in parallel, and a full socket.io-client per connection in one process would
// measure this process's decoding, not the server's fan-out. Loopback only; exits when the parent says so
// or goes away.
import WebSocket from 'ws';

const url = process.env.HUB_URL ?? '';
const total = Number(process.env.HUB_CLIENTS ?? 0);
const room = process.env.HUB_ROOM ?? '';
const namespace = process.env.HUB_NAMESPACE ?? '/';
const eventName = process.env.HUB_EVENT ?? 'fixture.scored';
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(url)) throw new Error(`hub-clients: loopback URL only, got ${url}`);
if (!(total > 0 && total <= 20_000)) throw new Error(`hub-clients: 1..20000 clients, got ${total}`);
const endpoint = `${url.replace('http:', 'ws:')}/api/hub/?EIO=4&transport=websocket`;
// The main namespace joins `{ kind, id }`, chat joins `{ room }`. Packets of another namespace name it first.
const [kind, id] = room.split(':');
const joinPayload = namespace === '/' ? { kind, id } : { room };
const nsp = namespace === '/' ? '' : `${namespace},`;
const connectPacket = `40${nsp}`;
const joinPacket = `42${nsp}0${JSON.stringify(['join', joinPayload])}`;
const ackPrefix = `43${nsp}0`;
const eventPrefix = `42${nsp}${JSON.stringify([eventName]).slice(0, -1)}`;

const sockets = [];
/** Receipt times (epoch ms) of the current round. */
let received = [];
let expected = 0;
let roundTimer;

const now = () => performance.timeOrigin + performance.now();

/**
 * One client: Engine.IO open → socket.io connect (`40`, `40/chat,`) → join with ack id 0 (`420[...]`) → ack
 * (`430[...]`).
 */
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
      else if (text.startsWith('0{')) ws.send(connectPacket);
      else if (text.startsWith(connectPacket)) ws.send(joinPacket);
      else if (text.startsWith(ackPrefix)) {
        const [ack] = JSON.parse(text.slice(ackPrefix.length));
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
